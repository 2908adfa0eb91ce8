// The child side of embed auto-resizing: an inline script the empty layout runs inside every embed
// page. It measures the content (the [data-embed-root] wrapper, a flow root so child margins count)
// and posts its height to the parent on load and whenever the size changes (ResizeObserver).
// Two message forms: the portal's own, read by /embed.js on publishers' pages, and AMP's, read by
// amp-iframe (which loads its frame with #amp=1 in the URL). Heights are not secret, so '*' is fine.

/** `type` of the portal's resize message: `{ type, height, id }`. */
export const EMBED_SIZE_MESSAGE = 'portal:embed-size';

export const EMBED_RESIZE_SCRIPT = `(function(){
if(window.parent===window)return;
var root=document.querySelector('[data-embed-root]')||document.body;
var amp=/(^|[#&])amp=1(&|$)/.test(location.hash);
var id=location.pathname+location.search;
var last=-1;
function send(){
var h=Math.ceil(root.getBoundingClientRect().height);
if(h===last)return;
last=h;
window.parent.postMessage({type:${JSON.stringify(EMBED_SIZE_MESSAGE)},height:h,id:id},'*');
if(amp)window.parent.postMessage({sentinel:'amp',type:'embed-size',height:h},'*');
}
if(typeof ResizeObserver==='function')new ResizeObserver(send).observe(root);
window.addEventListener('load',send);
send();
})();`;

// The child side of embed auto-resizing, inlined by the empty layout into every embed page. It
// measures the content (the [data-embed-root] wrapper, a flow root so child margins count) and
// posts its height to the parent on load and whenever the size changes (ResizeObserver).
// Two message forms: the portal's own, read by /embed.js on publishers' pages, and AMP's, read by
// amp-iframe (which loads its frame with #amp=1 in the URL). Heights are not secret, so '*' is fine.
// Inlined with inlineScript: self-contained.
import { EMBED_SIZE_MESSAGE, EMBED_SIZE_REQUEST } from '#/domain/embeds/embedResize.ts';
import { inlineScript } from './inlineScript.ts';

function reportEmbedSize(messageType: string, requestType: string): void {
  if (window.parent === window) return;
  const root = document.querySelector('[data-embed-root]') || document.body;
  const amp = /(^|[#&])amp=1(&|$)/.test(location.hash);
  const id = location.pathname + location.search;
  let last = -1;
  const send = () => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: messageType, height, id }, '*');
    if (amp) window.parent.postMessage({ sentinel: 'amp', type: 'embed-size', height }, '*');
  };
  if (typeof ResizeObserver === 'function') new ResizeObserver(send).observe(root);
  window.addEventListener('load', send);
  // The publisher's /embed.js, started after this frame first reported, asks again.
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || !event.data || event.data.type !== requestType) return;
    last = -1;
    send();
  });
  send();
}

export const EMBED_RESIZE_SCRIPT = inlineScript(reportEmbedSize, EMBED_SIZE_MESSAGE, EMBED_SIZE_REQUEST);

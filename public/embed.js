/* Generated from src/browser/embedHost.ts by `npm run embed-js`: edit that file, not this one. */
/*
 * Portal embeds on a publisher's page: resizes the portal's iframes (marked data-portal-embed) to
 * the height their content reports. Only messages from the portal's own origin (the origin this
 * script was loaded from) and from one of those frames are read; everything else is ignored.
 * Message: { type: 'portal:embed-size', height, id } (src/browser/embedResize.ts). Loaded async, it
 * may start after a frame has reported: it then asks each frame to report again.
 */
(function () {
    // Checked against the shared constants by the type checker.
    var MESSAGE_TYPE = 'portal:embed-size';
    var MAX_HEIGHT = 20000;
    var REQUEST_TYPE = 'portal:embed-size-request';
    var script = document.currentScript;
    if (!script || !script.src)
        return;
    var portal;
    try {
        portal = new URL(script.src).origin;
    }
    catch (e) {
        return;
    }
    // The snippet may be pasted more than once on a page: listen once per portal origin.
    var flags = window;
    var flag = '__portalEmbed ' + portal;
    if (flags[flag])
        return;
    flags[flag] = true;
    window.addEventListener('message', function (event) {
        if (event.origin !== portal)
            return;
        var data = event.data;
        if (!data || typeof data !== 'object' || data.type !== MESSAGE_TYPE)
            return;
        var height = data.height;
        if (typeof height !== 'number' || !isFinite(height) || height < 0)
            return;
        var frames = document.querySelectorAll('iframe[data-portal-embed]');
        for (var i = 0; i < frames.length; i++) {
            if (frames[i].contentWindow === event.source) {
                frames[i].style.height = Math.min(Math.ceil(height), MAX_HEIGHT) + 'px';
                return;
            }
        }
    });
    // A frame not yet on the portal's page gets nothing (the target origin differs): it reports once loaded.
    var frames = document.querySelectorAll('iframe[data-portal-embed]');
    for (var i = 0; i < frames.length; i++) {
        var target = frames[i].contentWindow;
        if (target)
            target.postMessage({ type: REQUEST_TYPE }, portal);
    }
})();

// The source of public/embed.js, the script publishers paste beside a portal embed (generated:
// `npm run embed-js`, scripts/build-embed-js.ts; tests/unit/embedScripts.test.ts fails when the
// public file differs from this source). A classic script on someone else's page: no imports at
// run time, no globals but one flag, compiled to ES5.
import type { EMBED_MAX_HEIGHT, EMBED_SIZE_MESSAGE, EMBED_SIZE_REQUEST } from '#/domain/embeds/embedResize.ts';

/*
 * Portal embeds on a publisher's page: resizes the portal's iframes (marked data-portal-embed) to
 * the height their content reports. Only messages from the portal's own origin (the origin this
 * script was loaded from) and from one of those frames are read; everything else is ignored.
 * Message: { type: 'portal:embed-size', height, id } (src/browser/embedResize.ts). Loaded async, it
 * may start after a frame has reported: it then asks each frame to report again.
 */
(function () {
  // Checked against the shared constants by the type checker.
  const MESSAGE_TYPE: typeof EMBED_SIZE_MESSAGE = 'portal:embed-size';
  const MAX_HEIGHT: typeof EMBED_MAX_HEIGHT = 20000;
  const REQUEST_TYPE: typeof EMBED_SIZE_REQUEST = 'portal:embed-size-request';
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script || !script.src) return;
  let portal: string;
  try {
    portal = new URL(script.src).origin;
  } catch (e) {
    return;
  }
  // The snippet may be pasted more than once on a page: listen once per portal origin.
  const flags = window as unknown as Record<string, boolean | undefined>;
  const flag = '__portalEmbed ' + portal;
  if (flags[flag]) return;
  flags[flag] = true;

  window.addEventListener('message', function (event: MessageEvent) {
    if (event.origin !== portal) return;
    const data = event.data;
    if (!data || typeof data !== 'object' || data.type !== MESSAGE_TYPE) return;
    const height = data.height;
    if (typeof height !== 'number' || !isFinite(height) || height < 0) return;
    const frames = document.querySelectorAll<HTMLIFrameElement>('iframe[data-portal-embed]');
    for (let i = 0; i < frames.length; i++) {
      if (frames[i]!.contentWindow === event.source) {
        frames[i]!.style.height = Math.min(Math.ceil(height), MAX_HEIGHT) + 'px';
        return;
      }
    }
  });
  // A frame not yet on the portal's page gets nothing (the target origin differs): it reports once loaded.
  const frames = document.querySelectorAll<HTMLIFrameElement>('iframe[data-portal-embed]');
  for (let i = 0; i < frames.length; i++) {
    const target = frames[i]!.contentWindow;
    if (target) target.postMessage({ type: REQUEST_TYPE }, portal);
  }
})();

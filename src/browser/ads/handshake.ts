// The third-party creative handshake (shell-spec §4): a creative in a frame of the slot asks
// 'request host init'; the host answers 'host init' (with the theme), and the creative must then say
// 'ad render' or 'ad empty' within HANDSHAKE_MS, else the slot fails with 107. Creatives that never
// ask are ordinary ones and are left alone.
import { HANDSHAKE_EVENTS } from '#/domain/ads/handshake.ts';
import { HANDSHAKE_MS } from '#/domain/ads/lifecycle.ts';

const [HOST_INIT, AD_RENDER, AD_EMPTY, REQUEST_HOST_INIT] = HANDSHAKE_EVENTS;

export type HandshakeResult = 'render' | 'empty' | 'timeout';

export function watchHandshake(container: HTMLElement, theme: () => string, done: (result: HandshakeResult) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fromSlot = (source: MessageEventSource | null) => [...container.querySelectorAll('iframe')].some((f) => f.contentWindow === source);
  const finish = (result: HandshakeResult) => {
    stop();
    done(result);
  };
  const onMessage = (e: MessageEvent) => {
    const type = (e.data as { type?: unknown } | null)?.type;
    if (!fromSlot(e.source)) return;
    if (type === REQUEST_HOST_INIT) {
      (e.source as WindowProxy).postMessage({ type: HOST_INIT, theme: theme() }, '*');
      clearTimeout(timer);
      timer = setTimeout(() => finish('timeout'), HANDSHAKE_MS);
    } else if (type === AD_RENDER) finish('render');
    else if (type === AD_EMPTY) finish('empty');
  };
  addEventListener('message', onMessage);
  function stop() {
    clearTimeout(timer);
    removeEventListener('message', onMessage);
  }
  return stop;
}

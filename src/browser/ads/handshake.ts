// The third-party creative handshake (shell-spec §4): a creative in a frame of the slot asks
// 'request host init'; the host answers 'host init' (with the theme), and the creative must then say
// 'ad render' or 'ad empty' within the handshake time-out, else the slot fails with 107
// (handshakeOutcome). Creatives that never ask are ordinary ones and are left alone.
import { HANDSHAKE_MS } from '#/domain/ads/constants.ts';
import { handshakeEventOf, handshakeMessage, handshakeOutcome, handshakeReply, type HandshakeEvent, type HandshakeOutcome } from '#/domain/ads/handshake.ts';

export function watchHandshake(container: HTMLElement, theme: () => string, done: (outcome: Exclude<HandshakeOutcome, { state: 'waiting' }>) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = 0;
  const events: HandshakeEvent[] = [];
  const fromSlot = (source: MessageEventSource | null) => [...container.querySelectorAll('iframe')].some((f) => f.contentWindow === source);
  const decide = () => {
    const outcome = handshakeOutcome(events, Date.now() - started);
    if (outcome.state === 'waiting') return;
    stop();
    done(outcome);
  };
  const onMessage = (e: MessageEvent) => {
    const event = handshakeEventOf(e.data);
    if (!event || !fromSlot(e.source)) return;
    events.push(event);
    const reply = handshakeReply(event);
    if (reply) {
      (e.source as WindowProxy).postMessage({ ...handshakeMessage(reply), theme: theme() }, '*');
      events.push(reply);
      started = Date.now();
      clearTimeout(timer);
      timer = setTimeout(decide, HANDSHAKE_MS);
    } else if (started) decide();
  };
  addEventListener('message', onMessage);
  function stop() {
    clearTimeout(timer);
    removeEventListener('message', onMessage);
  }
  return stop;
}

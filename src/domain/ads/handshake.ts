// The third-party creative handshake (shell-spec §4): a creative in its frame asks 'request host
// init', the host answers 'host init', and the creative then reports 'ad render' or 'ad empty'.
// No answer within 3 s fails the slot with code 107. Messages travel by postMessage as { type }.
import { adError, type AdError } from './adError.ts';
import { HANDSHAKE_MS } from './constants.ts';
import { AD_ERROR_CODES } from './types.ts';

/** The handshake's events, as the spec names them. */
export const HANDSHAKE_EVENTS = ['host init', 'ad render', 'ad empty', 'request host init'] as const;
export type HandshakeEvent = (typeof HANDSHAKE_EVENTS)[number];

/** The postMessage `type` of each event. */
export const HANDSHAKE_MESSAGE_TYPES: Readonly<Record<HandshakeEvent, string>> = {
  'host init': 'ad:host-init',
  'ad render': 'ad:render',
  'ad empty': 'ad:empty',
  'request host init': 'ad:request-host-init',
};

export function handshakeMessage(event: HandshakeEvent): { type: string } {
  return { type: HANDSHAKE_MESSAGE_TYPES[event] };
}

/** The event a posted message carries, or null for anything else. */
export function handshakeEventOf(data: unknown): HandshakeEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  return HANDSHAKE_EVENTS.find((e) => HANDSHAKE_MESSAGE_TYPES[e] === type) ?? null;
}

/** What the host answers to a creative's event: 'host init' to its request, nothing else. */
export function handshakeReply(event: HandshakeEvent): HandshakeEvent | null {
  return event === 'request host init' ? 'host init' : null;
}

export type HandshakeOutcome = { state: 'waiting' } | { state: 'rendered' } | { state: 'empty' } | { state: 'failed'; error: AdError };

/**
 * The handshake's outcome from the events so far (both directions, in order) and the time since the
 * creative was mounted: the first 'ad render' or 'ad empty' after 'host init' decides; without one,
 * code 107 once 3 s have passed.
 */
export function handshakeOutcome(events: readonly HandshakeEvent[], elapsedMs: number): HandshakeOutcome {
  const start = events.indexOf('host init');
  if (start >= 0) {
    const decided = events.slice(start + 1).find((e) => e === 'ad render' || e === 'ad empty');
    if (decided === 'ad render') return { state: 'rendered' };
    if (decided === 'ad empty') return { state: 'empty' };
  }
  return elapsedMs >= HANDSHAKE_MS ? { state: 'failed', error: adError(AD_ERROR_CODES.handshakeTimeout) } : { state: 'waiting' };
}

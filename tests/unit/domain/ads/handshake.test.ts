import { describe, expect, it } from 'vitest';
import { HANDSHAKE_EVENTS, HANDSHAKE_MESSAGE_TYPES, handshakeEventOf, handshakeMessage, handshakeOutcome, handshakeReply, type HandshakeEvent } from '#/domain/ads/handshake.ts';

describe('third-party creative handshake', () => {
  it('names the spec events and gives each its own message type', () => {
    expect(HANDSHAKE_EVENTS).toEqual(['host init', 'ad render', 'ad empty', 'request host init']);
    expect(new Set(Object.values(HANDSHAKE_MESSAGE_TYPES)).size).toBe(4);
  });

  it('reads events from posted messages and nothing else', () => {
    for (const e of HANDSHAKE_EVENTS) expect(handshakeEventOf(handshakeMessage(e))).toBe(e);
    for (const bad of [null, 'ad:render', {}, { type: 'host init' }, { type: 3 }]) expect(handshakeEventOf(bad), JSON.stringify(bad)).toBeNull();
  });

  it("answers a creative's request with host init", () => {
    expect(handshakeReply('request host init')).toBe('host init');
    expect(handshakeReply('ad render')).toBeNull();
  });

  it.each<[HandshakeEvent[], number, string]>([
    [[], 0, 'waiting'],
    [['request host init', 'host init'], 2999, 'waiting'],
    [['request host init', 'host init', 'ad render'], 100, 'rendered'],
    [['host init', 'ad empty', 'ad render'], 100, 'empty'],
    [['ad render', 'host init'], 100, 'waiting'],
    [['ad render'], 3000, 'failed'],
    [['request host init', 'host init'], 3000, 'failed'],
    [['host init', 'ad render'], 9000, 'rendered'],
  ])('%j after %i ms → %s', (events, ms, state) => {
    expect(handshakeOutcome(events, ms).state).toBe(state);
  });

  it('fails with 107 after 3 s', () => {
    const outcome = handshakeOutcome([], 3000);
    expect(outcome.state === 'failed' && [outcome.error.code, outcome.error.message]).toEqual([107, 'third-party handshake time-out']);
  });
});

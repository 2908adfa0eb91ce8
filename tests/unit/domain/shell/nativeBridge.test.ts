import { describe, expect, it } from 'vitest';
import { createBridge, type BridgeCall } from '#/domain/shell/nativeBridge.ts';

function harness() {
  const sent: BridgeCall[] = [];
  const timers: (() => void)[] = [];
  const bridge = createBridge((c) => void sent.push(c), { timeoutMs: 3000, setTimer: (f) => timers.push(f), clearTimer: () => {} });
  return { sent, timers, bridge };
}

describe('native bridge calls with callback ids', () => {
  it('answers each call with the reply carrying its callback id', async () => {
    const { sent, bridge } = harness();
    const network = bridge.call('getNetworkStatus');
    const tab = bridge.call('openTab', { path: '/tw/v2/tab/sports' });
    expect(sent).toEqual([
      { type: 'call', method: 'getNetworkStatus', callbackId: 'cb1' },
      { type: 'call', method: 'openTab', params: { path: '/tw/v2/tab/sports' }, callbackId: 'cb2' },
    ]);
    expect(bridge.receive({ type: 'callback', callbackId: 'cb2', result: true })).toBe(true);
    expect(bridge.receive({ type: 'callback', callbackId: 'cb1', result: { type: 'wifi' } })).toBe(true);
    await expect(network).resolves.toEqual({ type: 'wifi' });
    await expect(tab).resolves.toBe(true);
    // A reply twice, an unknown id or another message is not an answer.
    expect(bridge.receive({ type: 'callback', callbackId: 'cb1' })).toBe(false);
    expect(bridge.receive({ type: 'ready' })).toBe(false);
  });

  it('fails a call the app refuses or never answers', async () => {
    const { timers, bridge } = harness();
    const refused = bridge.call('openExternal', { url: 'https://example.com/' });
    bridge.receive({ type: 'callback', callbackId: 'cb1', error: 'not supported' });
    await expect(refused).rejects.toThrow('not supported');
    const silent = bridge.call('getNetworkStatus');
    timers[1]!();
    await expect(silent).rejects.toThrow('native bridge: no answer to getNetworkStatus in 3000 ms');
  });

  it('fails at once without a native side', async () => {
    const bridge = createBridge(() => {
      throw new Error('native bridge: no message handler');
    });
    await expect(bridge.call('getNetworkStatus')).rejects.toThrow('no message handler');
  });
});

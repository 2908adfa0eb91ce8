import { describe, expect, it } from 'vitest';
import { DEBUG_LOG_LIMIT, appendDebugEntry, debugConsoleWanted, debugText, type DebugEntry } from '#/domain/shell/debugLog.ts';

describe('the debug console', () => {
  it('keeps the newest 100 entries', () => {
    let log: DebugEntry[] = [];
    for (let i = 0; i < 130; i++) log = appendDebugEntry(log, { level: 'log', at: i, text: `line ${i}` });
    expect(log).toHaveLength(DEBUG_LOG_LIMIT);
    expect(log[0]!.text).toBe('line 30');
    expect(log.at(-1)!.text).toBe('line 129');
  });

  it('writes console arguments as one line', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(debugText(['listing', { id: 'tw-top', n: 3 }, new TypeError('boom'), cyclic])).toBe('listing {"id":"tw-top","n":3} TypeError: boom [object Object]');
  });

  it('is offered only outside release builds, when the page asks for it', () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(debugConsoleWanted('local', q('debug=1'))).toBe(true);
    expect(debugConsoleWanted(undefined, q('debug=1'))).toBe(false); // a deployment naming no channel is a release
    expect(debugConsoleWanted('release', q('debug=1'))).toBe(false);
    expect(debugConsoleWanted('local', q('debug=0'))).toBe(false);
    expect(debugConsoleWanted('local', q(''))).toBe(false);
  });
});

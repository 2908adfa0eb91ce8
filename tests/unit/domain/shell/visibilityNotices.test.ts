import { describe, expect, it } from 'vitest';
import { visibilityNoticeGate } from '#/domain/shell/visibilityNotices.ts';

describe('page-visibility notices (shell-spec §9: 1 per second)', () => {
  it('lets one notice through per second', () => {
    let now = 5000;
    const pass = visibilityNoticeGate(() => now);
    expect(pass()).toBe(true);
    now += 999;
    expect(pass()).toBe(false);
    now += 1;
    expect(pass()).toBe(true);
    now += 400;
    expect(pass()).toBe(false);
    now += 2000;
    expect(pass()).toBe(true);
  });

  it('lets the first notice through at any time', () => {
    expect(visibilityNoticeGate(() => 0)()).toBe(true);
  });
});

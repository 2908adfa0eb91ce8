import { describe, expect, it } from 'vitest';
import { isSwipeBack, swipeBackApplies } from '#/domain/shell/swipeBack.ts';

describe('the iOS mini-app swipe back', () => {
  it('applies in the iOS mini-app only', () => {
    expect(swipeBackApplies('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Line/14.19.0 LIFF')).toBe(true);
    expect(swipeBackApplies('Mozilla/5.0 (Linux; Android 14) Chrome/128.0 Mobile Line/14.19.0 LIFF')).toBe(false);
    expect(swipeBackApplies('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Line/14.19.0 NewsTab')).toBe(false);
    expect(swipeBackApplies('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1')).toBe(false);
  });

  it('takes a rightward swipe past half the body width that stays mostly level', () => {
    expect(isSwipeBack({ x: 10, y: 300 }, { x: 210, y: 320 }, 390)).toBe(true);
    expect(isSwipeBack({ x: 10, y: 300 }, { x: 190, y: 300 }, 390)).toBe(false); // not past half
    expect(isSwipeBack({ x: 300, y: 300 }, { x: 10, y: 300 }, 390)).toBe(false); // leftwards
    expect(isSwipeBack({ x: 10, y: 300 }, { x: 220, y: 500 }, 390)).toBe(false); // mostly a scroll
  });
});

// The pre-roll's rules that need no browser: each tracker fires once (quartiles by media time,
// complete or skip, never both), the skip countdown counts only the time the ad played, the IMA tag
// (301 without the SDK) and which path a page's setup takes.
import { describe, expect, it } from 'vitest';
import { createSkipCountdown, createVastTracker } from '#/browser/ads/video/vastTracking.ts';
import { VAST_EVENTS, type VastEvent } from '#/browser/ads/video/vast.ts';
import { imaTagUrl } from '#/browser/ads/video/imaTag.ts';
import { houseVideoUnit, videoAdSetup } from '#/browser/ads/video/videoAdSetup.ts';
import { AdError } from '#/domain/ads/adError.ts';
import { MARKETS } from '#/markets.ts';

const tracking = Object.fromEntries(VAST_EVENTS.map((e) => [e, [`/px?event=${e}`]])) as Record<VastEvent, string[]>;
const ad = { impressionUrls: ['/px?event=impression', 'https://third.example/imp'], tracking };
const labels = { ad: 'Ad', skipIn: 'Skip in {{seconds}}', skip: 'Skip ad', learnMore: 'Learn more' };

function recorded() {
  const sent: string[] = [];
  return { sent, tracker: createVastTracker(ad, (url) => sent.push(url)) };
}

describe('the VAST tracker', () => {
  it('reports impression and start once, each quartile once as media time passes it, then complete once', () => {
    const { sent, tracker } = recorded();
    tracker.progress(5, 10); // before the first frame: nothing
    tracker.started();
    tracker.started();
    for (const t of [0.5, 2.4, 2.5, 3, 5, 5.1, 7.4, 7.5, 9.9]) tracker.progress(t, 10);
    tracker.completed();
    tracker.completed();
    tracker.skipped();
    expect(sent).toEqual([
      '/px?event=impression', 'https://third.example/imp', '/px?event=start',
      '/px?event=firstQuartile', '/px?event=midpoint', '/px?event=thirdQuartile', '/px?event=complete',
    ]);
  });

  it('reports skip once and nothing after it; quartiles jumped over are reported at the end; unknown durations count nothing', () => {
    const skipped = recorded();
    skipped.tracker.started();
    skipped.tracker.progress(3, 10);
    skipped.tracker.skipped();
    skipped.tracker.skipped();
    skipped.tracker.progress(9, 10);
    skipped.tracker.completed();
    expect(skipped.sent.slice(3)).toEqual(['/px?event=firstQuartile', '/px?event=skip']);

    const ended = recorded();
    ended.tracker.started();
    ended.tracker.progress(4, Number.NaN);
    ended.tracker.progress(4, Number.POSITIVE_INFINITY);
    expect(ended.sent).toHaveLength(3);
    ended.tracker.completed();
    expect(ended.sent.slice(3)).toEqual(['/px?event=firstQuartile', '/px?event=midpoint', '/px?event=thirdQuartile', '/px?event=complete']);

    const never = recorded();
    never.tracker.skipped();
    never.tracker.completed();
    expect(never.sent).toEqual([]);
  });
});

describe('the skip countdown', () => {
  it('counts whole seconds left of the offset by the time played, 0 once reached; null when not skippable', () => {
    const countdown = createSkipCountdown(5);
    expect(countdown.secondsLeft()).toBe(5);
    for (let i = 0; i < 16; i++) countdown.tick(250);
    expect(countdown.secondsLeft()).toBe(1);
    for (let i = 0; i < 3; i++) countdown.tick(250);
    expect(countdown.secondsLeft()).toBe(1);
    countdown.tick(250);
    expect(countdown.secondsLeft()).toBe(0);
    countdown.tick(250);
    expect(countdown.secondsLeft()).toBe(0);
    expect(createSkipCountdown(null).secondsLeft()).toBeNull();
  });
});

describe('the video ad setup and the IMA tag', () => {
  it('takes the first-party VAST path unless IMA is configured and the market has a video unit', () => {
    const house = videoAdSetup(MARKETS.tw, {}, 'abc123', labels);
    expect(house).toEqual({ country: 'tw', unit: houseVideoUnit('tw'), articleHash: 'abc123', ima: null, labels });
    expect(house.unit).toBe('tw/video/preroll');
    const script = 'https://imasdk.googleapis.com/js/sdkloader/ima3.js';
    expect(MARKETS.hk.config.videoAdUnitPath).toBeTruthy();
    expect(videoAdSetup(MARKETS.hk, { ima: script }, 'abc123', labels).ima).toEqual({ script, adUnitPath: MARKETS.hk.config.videoAdUnitPath });
    // A market without a GPT video unit (tw, the variants) keeps the first-party path even with IMA configured.
    for (const market of [MARKETS.tw, MARKETS.ecjp]) {
      expect(market.config.videoAdUnitPath).toBeUndefined();
      expect(videoAdSetup(market, { ima: script }, null, labels).ima).toBeNull();
    }
  });

  it("builds the tag with the market's unit, 640x480, VAST, the correlator and custom params (market, article, the reader's key-values); 301 'IMA not loaded' without the SDK", () => {
    const setup = videoAdSetup(MARKETS.hk, { ima: 'https://imasdk.googleapis.com/js/sdkloader/ima3.js' }, 'h4sh', labels);
    const url = new URL(imaTagUrl(setup, true, 1234, { theme: 'dark', adTags: ['美食', '旅遊'] }));
    expect(url.origin + url.pathname).toBe('https://pubads.g.doubleclick.net/gampad/ads');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sz: '640x480', output: 'vast', correlator: '1234', iu: MARKETS.hk.config.videoAdUnitPath,
      cust_params: `country=hk&article=h4sh&theme=dark&adTags=${encodeURIComponent('美食,旅遊')}`,
    });
    let error: unknown;
    try {
      imaTagUrl(setup, false, 1);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AdError);
    expect(error).toMatchObject({ code: 301, message: 'IMA not loaded' });
  });
});

import { describe, expect, it } from 'vitest';
import { adTargeting, adValue, type AdTargetingInput, type AdUserInfo } from '#/domain/ads/targeting.ts';

const userHash = '0123456789abcdef0123456789abcdef';
const user: AdUserInfo = { gender: 'female', age: 34, region: 'TW-TPE', interest: ['sports', 'travel'], mature: false, midOptOut: 'false', group: 'B' };
const base: AdTargetingInput = { userInfo: user, userHash, mid: 'U123', marketingTermsAgreed: true, consentConfigured: false, ppidEnabled: true, theme: 'dark', utm: {} };
const shown = (input: AdTargetingInput) => {
  const t = adTargeting(input);
  if (t.suppressed) throw new Error('suppressed');
  return t;
};
const PROFILE = ['gender', 'age', 'regionArea', 'interest'];

describe('adTargeting', () => {
  it('sends the profile, the user id and the ppid for a reader who agreed and did not opt out', () => {
    const t = shown(base);
    expect(t.userId).toBe(userHash);
    expect(t.ppid).toBe(userHash);
    expect(t.personalized).toBe(true);
    expect(t.keyValues).toEqual({
      theme: 'dark',
      group: 'B',
      mature: 'false',
      isMidOptOutOn: 'false',
      gender: 'female',
      age: '34',
      regionArea: 'TW-TPE',
      interest: ['sports', 'travel'],
    });
  });

  it('loads nothing at all for mature-flagged data', () => {
    expect(adTargeting({ ...base, userInfo: { ...user, mature: true } })).toEqual({ suppressed: true });
  });

  it('sends no gender, age, region, interest or ppid for a reader opted out of the mid', () => {
    const t = shown({ ...base, userInfo: { ...user, midOptOut: 'true' } });
    for (const key of PROFILE) expect(t.keyValues, key).not.toHaveProperty(key);
    expect(t.ppid).toBeUndefined();
    expect(t.keyValues.isMidOptOutOn).toBe('true');
    expect(t.keyValues.group).toBe('B');
  });

  it('builds the ppid only with the feature on', () => {
    expect(shown({ ...base, ppidEnabled: false }).ppid).toBeUndefined();
    expect(shown({ ...base, userHash: 'short' }).ppid).toBeUndefined();
    expect(shown({ ...base, userHash: undefined }).ppid).toBeUndefined();
  });

  it('personalises only with the marketing terms or the consent configuration', () => {
    const none = shown({ ...base, marketingTermsAgreed: false, consentConfigured: false });
    expect(none.personalized).toBe(false);
    for (const key of PROFILE) expect(none.keyValues, key).not.toHaveProperty(key);
    expect(none.ppid).toBeUndefined();
    const consent = shown({ ...base, marketingTermsAgreed: false, consentConfigured: true });
    expect([consent.personalized, consent.keyValues.gender, consent.ppid]).toEqual([true, 'female', userHash]);
  });

  it('sends group NA, no user id and no profile for an anonymous reader', () => {
    const t = shown({ ...base, userInfo: undefined, userHash: undefined, mid: undefined });
    expect(t).toEqual({ suppressed: false, personalized: true, keyValues: { theme: 'dark', group: 'NA', mature: 'false', isMidOptOutOn: 'false' } });
  });

  it('flags a signed-in reader without a mid', () => {
    expect(shown({ ...base, mid: undefined }).midMissing).toBe(true);
    expect(shown(base).midMissing).toBeUndefined();
  });

  it('passes the five marketing parameters and the entertainment-campaign marker, and nothing else of the query', () => {
    const utm = new URLSearchParams('utm_source=line&utm_campaign=spring&utm_medium=chat&utm_terms=news&utm_content=top&utm_x=1&fbclid=2');
    const t = shown({ ...base, utm });
    expect(Object.keys(t.keyValues).filter((k) => k.startsWith('utm') || k === 'fbclid')).toEqual(['utm_source', 'utm_campaign', 'utm_medium', 'utm_terms', 'utm_content']);
    expect(t.keyValues.utm_campaign).toBe('spring');
    expect(shown({ ...base, utm: { utm_source: 'x' } }).keyValues.utm_source).toBe('x');
    expect(shown({ ...base, utm: new URLSearchParams('adEntmt=drama-spring&utm_source=line') }).keyValues).toMatchObject({ adEntmt: 'drama-spring', utm_source: 'line' });
  });

  it("passes the article's ad context", () => {
    const t = shown({
      ...base,
      article: {
        brandSafetyCategories: ['safe', 'safe', 'news'],
        categoryName: '娛樂',
        id: 'a1b2',
        pageUrlPath: 'article/a1b2',
        publisher: '中央社',
        title: '颱風假：明天台北市停止上班上課，新北市照常上班上課的最新消息與各縣市政府公告及交通資訊',
        adTags: ['weather'],
        aiTagInfo: [],
        ctxId: 'c9',
        publisherId: 'p7',
        contentType: 'article',
        categoryPageUrlPath: 'entertainment',
      },
    });
    expect(t.keyValues).toMatchObject({
      brandSafetyCategories: ['safe', 'news'],
      categoryName: '娛樂',
      articleId: 'a1b2',
      pageUrlPath: 'article/a1b2',
      publisher: '中央社',
      adTags: ['weather'],
      ctxId: 'c9',
      publisherId: 'p7',
      contentType: 'article',
      categoryPageUrlPath: 'entertainment',
    });
    expect(t.keyValues.title).toHaveLength(40);
    expect(t.keyValues).not.toHaveProperty('aiTagInfo');
  });

  it('cleans values for ad servers', () => {
    expect(adValue(' a=b&c "d" ')).toBe('abc d');
    expect(adValue('\u0000\u0007')).toBeUndefined();
    expect(adValue(12)).toBe('12');
    expect(adValue({})).toBeUndefined();
    expect(adValue('x'.repeat(50))).toHaveLength(40);
    expect(adValue('😀'.repeat(41))).toBe('😀'.repeat(40));
  });
});

import { describe, expect, it } from 'vitest';
import { agreementRedirect, safeReturnPath } from '#/middleware/rules/agreement.ts';
import { MARKETS } from '#/markets.ts';

const th = (pathname: string, extra: Partial<Parameters<typeof agreementRedirect>[0]> = {}) =>
  agreementRedirect({ market: MARKETS.th, messagingApp: false, agreementCookie: undefined, pathname, search: '', ...extra });

describe('Thai agreement redirect', () => {
  it('sends th web visitors who have not accepted to the agreement with the original path', () => {
    expect(th('/th/v2/tab', { search: '?a=1' })).toBe('/th/v2/agreement?from=%2Fth%2Fv2%2Ftab%3Fa%3D1');
    expect(th('/th/v3/article/x')).toBe('/th/v2/agreement?from=%2Fth%2Fv3%2Farticle%2Fx');
  });

  it('skips accepted visitors, the messaging app, the agreement and service pages, and other markets', () => {
    expect(th('/th/v2/tab', { agreementCookie: '1' })).toBeNull();
    expect(th('/th/v2/tab', { messagingApp: true })).toBeNull();
    expect(th('/th/v2/agreement')).toBeNull();
    expect(th('/th/v2/service/region_restricted')).toBeNull();
    expect(agreementRedirect({ market: MARKETS.tw, messagingApp: false, agreementCookie: undefined, pathname: '/tw/v2/tab', search: '' })).toBeNull();
  });

  it('accepts only same-site paths as return addresses', () => {
    expect(safeReturnPath('/th/v2/tab?x=1')).toBe('/th/v2/tab?x=1');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil', 'javascript:alert(1)', '']) expect(safeReturnPath(bad)).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { normalisePath } from '#/middleware/rules/normalisePath.ts';
import { MARKETS } from '#/markets.ts';

describe('path normalisation', () => {
  afterEach(() => {
    (MARKETS.hk.features as { v3Migrated: boolean }).v3Migrated = false;
  });

  it('strips a leading preview segment and keeps preview mode as ?preview=1', () => {
    expect(normalisePath('/preview/tw/v2/article/abc', '?x=1')).toEqual({ location: '/tw/v2/article/abc?x=1&preview=1', status: 302 });
  });

  it('sends /{country}, /{country}/v2 and /{country}/v2/ to the portal', () => {
    for (const path of ['/tw', '/tw/', '/tw/v2', '/tw/v2/']) {
      expect(normalisePath(path, '')).toEqual({ location: '/tw/v2/tab', status: 301 });
    }
    expect(normalisePath('/tw/v3', '')).toEqual({ location: '/tw/v3/tab', status: 301 });
  });

  it('sends /v2/main/group/{group} to /v2/main', () => {
    expect(normalisePath('/id/v2/main/group/T1', '')).toEqual({ location: '/id/v2/main', status: 301 });
  });

  it('adds a trailing slash to a bare /v2/movie/{urlPath}', () => {
    expect(normalisePath('/tw/v2/movie/dune', '?a=1')).toEqual({ location: '/tw/v2/movie/dune/?a=1', status: 301 });
    expect(normalisePath('/tw/v2/movie/dune/', '')).toBeNull();
    expect(normalisePath('/tw/v2/movie/chart/trending', '')).toBeNull();
  });

  it('serves the legacy /{country}/main from the v2 portal main', () => {
    expect(normalisePath('/tw/main/top', '')).toEqual({ location: '/tw/v2/main/top', status: 301 });
  });

  it('moves v2 paths of migrated markets to v3', () => {
    (MARKETS.hk.features as { v3Migrated: boolean }).v3Migrated = true;
    expect(normalisePath('/hk/v2/article/abc', '?q=1')).toEqual({ location: '/hk/v3/article/abc?q=1', status: 301 });
    expect(normalisePath('/hk/v3/article/abc', '')).toBeNull();
    expect(normalisePath('/tw/v2/article/abc', '')).toBeNull();
  });

  it('leaves everything else alone', () => {
    for (const path of ['/', '/tw/v2/tab', '/article/abc', '/xx/v2/tab', '/no/such/path']) expect(normalisePath(path, '')).toBeNull();
  });
});

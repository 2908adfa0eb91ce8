// The route error's page (content-spec §2, §8): the 'temporary error' screen with the error's status,
// and, when showing that screen fails, the last-resort page with the same status.
import { describe, expect, it } from 'vitest';
import { errorResponse } from '#/middleware/rules/errorResponse.ts';
import { MARKETS } from '#/markets.ts';

const tw = () => ({ market: MARKETS.tw, t: (key: string) => `[${key}]`, here: '/tw/v2/tab?x=1' });

describe('a route error', () => {
  it("answers the 'temporary error' screen with the error's status; only public messages are shown", async () => {
    const res = errorResponse(Object.assign(new Error('Unknown middleware'), { statusCode: 500 }), tw);
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('data-error-screen="temporary error"');
    expect(html).toContain('<p>Unknown middleware</p>');
    const secret = await errorResponse(Object.assign(new Error('D1 said: no such table users_secret'), { status: 503 }), tw).text();
    expect(secret).not.toContain('users_secret');
  });

  it("falls back to 'An error occurred while showing the error page' with a link home when the error page fails", async () => {
    const brokenRenderer = () => {
      throw new Error('the error page itself failed');
    };
    const res = errorResponse({ statusCode: 502 }, tw, brokenRenderer);
    expect(res.status).toBe(502);
    const html = await res.text();
    expect(html).toContain('<h1>An error occurred while showing the error page</h1>');
    expect(html).toContain('<a href="/">');
    // A context that cannot be built (no translations, no market) ends the same way.
    const noContext = errorResponse(new Error('x'), () => {
      throw new Error('no market');
    });
    expect(noContext.status).toBe(500);
    expect(await noContext.text()).toContain('An error occurred while showing the error page');
  });
});

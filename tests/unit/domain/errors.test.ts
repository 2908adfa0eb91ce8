import { describe, expect, it } from 'vitest';
import { ERROR_PAGE_FAILED_HTML, errorScreen, renderErrorDocument, renderErrorScreen, type ErrorTextKey } from '#/domain/shell/errorScreens.ts';
import { MARKETS } from '#/markets.ts';
import { errorStatus } from '#/domain/shell/routeError.ts';
import { parsePollAnswers } from '#/domain/interactions/pollAnswers.ts';

describe('route errors', () => {
  it('take their status from statusCode, status or the response status, default 500', () => {
    expect(errorStatus({ statusCode: 404 })).toBe(404);
    expect(errorStatus({ status: 403 })).toBe(403);
    expect(errorStatus({ response: { status: 502 } })).toBe(502);
    expect(errorStatus(new Error('x'))).toBe(500);
    expect(errorStatus({ statusCode: 'x' })).toBe(500);
  });

  it('render a standalone error page with escaped text', () => {
    const t = (key: ErrorTextKey) => (key === 'error.temporary' ? '<b>x</b>' : key);
    const market = { ...MARKETS.th, features: { ...MARKETS.th.features, redirectButton: true } };
    const screen = errorScreen('temporary', { market, t, here: '/a?b="c"', message: 'Unknown middleware' });
    const html = renderErrorDocument(screen, 'th');
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('href="/a?b=&quot;c&quot;"');
    expect(html).toContain('<p>Unknown middleware</p>');
    expect(html).toContain('data-error-screen="temporary error"');
    expect(ERROR_PAGE_FAILED_HTML).toContain('An error occurred while showing the error page');
    expect(ERROR_PAGE_FAILED_HTML).toContain('href="/"');
  });

  it('are one renderer: the spec\'s screens with their exact texts, buttons only where the market shows them', () => {
    const t = (key: ErrorTextKey) => `[${key}]`;
    const on = { ...MARKETS.tw, features: { ...MARKETS.tw.features, redirectButton: true } };
    const off = { ...MARKETS.tw, features: { ...MARKETS.tw.features, redirectButton: false } };
    const notFound = errorScreen('notFound', { market: on, t, here: '/x' });
    expect(notFound).toMatchObject({ code: 'This page could not be found', title: 'This page could not be found', message: 'This page could not be found', button: { href: '/tw/v3/tab' } });
    expect(errorScreen('noPage', { market: on, t, here: '/x' })).toMatchObject({ code: 'no page', heading: '[error.noPage]', button: { label: on.siteName, href: '/tw/v3/tab' } });
    expect(errorScreen('login', { market: on, t, here: '/x', callbackHref: '/tw/v2/tab' })).toMatchObject({ code: 'cannot sign in', message: '[error.loginMessage]', button: { label: '[button.signin]', href: '/tw/v2/tab' } });
    expect(errorScreen('temporary', { market: on, t, here: '/x?y=1' })).toMatchObject({ code: 'temporary error', button: { label: '[error.retry]', href: '/x?y=1' } });
    expect(errorScreen('noPage', { market: off, t, here: '/x' }).button).toBeNull();
    expect(renderErrorScreen(errorScreen('noPage', { market: off, t, here: '/x' }))).toBe('<section class="error-screen" data-error-screen="no page"><h1>[error.noPage]</h1></section>');
  });
});

describe('poll answers from the query', () => {
  it('accept only a numeric pollId with a non-empty array of strings', () => {
    expect(parsePollAnswers('{"pollId":3,"answers":["x"]}')).toEqual({ kind: 'answers', value: { pollId: 3, answers: ['x'] } });
    expect(parsePollAnswers('')).toEqual({ kind: 'clear' });
    expect(parsePollAnswers('null').kind).toBe('invalid');
    expect(parsePollAnswers('{"pollId":3,"answers":"x"}').kind).toBe('invalid');
  });
});

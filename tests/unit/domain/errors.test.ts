import { describe, expect, it } from 'vitest';
import { ERROR_PAGE_FAILED_HTML, renderErrorDocument } from '#/domain/shell/errorDocument.ts';
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
    const html = renderErrorDocument({ lang: 'th', title: '<b>x</b>', message: 'Unknown middleware', button: { label: 'retry', href: '/a?b="c"' } });
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('href="/a?b=&quot;c&quot;"');
    expect(ERROR_PAGE_FAILED_HTML).toContain('An error occurred while showing the error page');
    expect(ERROR_PAGE_FAILED_HTML).toContain('href="/"');
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

import { describe, expect, it } from 'vitest';
import { findLinksInText, linkAttributes, linkOpeningMode, recogniseLink, rewriteOutboundLink } from '#/domain/content/links.ts';
import { renderArticleHtml } from '#/domain/article/articleHtml.ts';
import { prepareArticleHtml } from '#/domain/article/preparedHtml.ts';

const ORIGIN = 'http://127.0.0.1:8787';
const web = { messagingApp: false, newsTab: false };
const newsTab = { messagingApp: true, newsTab: true };
const miniApp = { messagingApp: true, newsTab: false };

describe('link recognition (content-spec §5)', () => {
  it('tells the kinds apart', () => {
    expect(recogniseLink('line://ch/1234567890', ORIGIN)).toMatchObject({ kind: 'channel', channelId: '1234567890', href: 'https://line.me/R/ch/1234567890' });
    expect(recogniseLink('https://line.me/R/ch/1654093283', ORIGIN)).toMatchObject({ kind: 'channel', channelId: '1654093283' });
    expect(recogniseLink('https://today.line.me/th/v2/article/AbC123', ORIGIN)).toMatchObject({ kind: 'portal', country: 'th', href: '/th/v2/article/AbC123', portalTab: false });
    expect(recogniseLink(`${ORIGIN}/tw/v2/tab/sports`, ORIGIN)).toMatchObject({ kind: 'portal', country: 'tw', portalTab: true });
    expect(recogniseLink('https://today.line.me/hk/v2/main', ORIGIN)).toMatchObject({ kind: 'portal', country: 'hk', portalTab: true });
    expect(recogniseLink('https://obs.line-scdn.net/0h1a2b3c/w644', ORIGIN)).toMatchObject({ kind: 'storage' });
    expect(recogniseLink(`${ORIGIN}/media/abc/w644`, ORIGIN)).toMatchObject({ kind: 'storage', href: '/media/abc/w644' });
    expect(recogniseLink('https://liff.line.me/1657000000-AbCdEfGh/path', ORIGIN)).toMatchObject({ kind: 'miniApp' });
    expect(recogniseLink('line://app/1657000000-AbCdEfGh?x=1', ORIGIN)).toMatchObject({ kind: 'miniApp', href: 'https://liff.line.me/1657000000-AbCdEfGh?x=1' });
    expect(recogniseLink('https://lin.ee/aBcD123', ORIGIN)).toMatchObject({ kind: 'short' });
    expect(recogniseLink('https://www.cwa.gov.tw/V8/C/', ORIGIN)).toMatchObject({ kind: 'external' });
  });

  it('needs a 10-digit channel id, and refuses addresses that are not links to follow', () => {
    expect(recogniseLink('line://ch/12345', ORIGIN)).toBeNull();
    expect(recogniseLink('https://line.me/R/ch/123', ORIGIN)).toMatchObject({ kind: 'external' });
    for (const bad of ['javascript:alert(1)', 'mailto:a@b.c', 'data:text/html,x']) expect(recogniseLink(bad, ORIGIN)).toBeNull();
  });
});

describe('link opening modes (shell-spec §3)', () => {
  const mode = (href: string, env: Parameters<typeof linkOpeningMode>[1]) => linkOpeningMode(recogniseLink(href, ORIGIN)!, env);
  it('keeps the portal in the same view; the news tab opens a tab page as a tab', () => {
    expect(mode('/tw/v2/article/x1', web)).toBe('basic');
    expect(mode('/tw/v2/article/x1', { ...web, replace: true })).toBe('basicReplace');
    expect(mode('/tw/v2/tab/sports', newsTab)).toBe('tabOrPage');
    expect(mode('/tw/v2/tab/sports', { ...newsTab, replace: true })).toBe('tabOrPageReplace');
    expect(mode('/tw/v2/tab/sports', miniApp)).toBe('basic');
  });
  it("lets the app open its own links in place, and opens other sites beside the page", () => {
    for (const href of ['https://line.me/R/ch/1654093283', 'https://lin.ee/aBcD123', 'https://liff.line.me/1657000000-AbCdEfGh']) {
      expect(mode(href, newsTab)).toBe('basic');
      expect(mode(href, web)).toBe('externalBlank');
    }
    expect(mode('https://example.com/', web)).toBe('externalBlank');
    expect(mode('https://example.com/', newsTab)).toBe('external');
    expect(mode('https://example.com/', miniApp)).toBe('external');
    expect(mode('https://obs.line-scdn.net/f', newsTab)).toBe('externalBlank');
  });
  it('writes a new tab only where the mode opens one', () => {
    const link = recogniseLink('https://example.com/', ORIGIN)!;
    expect(linkAttributes(link, 'externalBlank')).toEqual({ href: 'https://example.com/', 'data-link': 'external', 'data-open': 'externalBlank', target: '_blank', rel: 'noopener noreferrer' });
    expect(linkAttributes(link, 'external')).not.toHaveProperty('target');
  });
});

describe('links in content', () => {
  it("marks an article body's links for the reader's environment", () => {
    const stored = prepareArticleHtml('<p><a href="https://today.line.me/tw/v2/article/AbC123">前情提要</a>與<a href="https://www.cwa.gov.tw/" title="氣象署">氣象署</a>、<a href="https://line.me/R/ch/1654093283">官方帳號</a></p>');
    const forWeb = renderArticleHtml(stored, { frameTitle: () => '', links: { pageOrigin: ORIGIN, env: web } });
    expect(forWeb).toContain('<a href="/tw/v2/article/AbC123" data-link="portal" data-open="basic">');
    expect(forWeb).toContain('<a title="氣象署" href="https://www.cwa.gov.tw/" data-link="external" data-open="externalBlank" target="_blank" rel="noopener noreferrer">');
    expect(forWeb).toContain('data-link="channel" data-open="externalBlank"');
    const inNewsTab = renderArticleHtml(stored, { frameTitle: () => '', links: { pageOrigin: ORIGIN, env: newsTab } });
    expect(inNewsTab).toContain('href="https://www.cwa.gov.tw/" data-link="external" data-open="external" rel="noopener noreferrer external"');
    expect(inNewsTab).toContain('data-link="channel" data-open="basic"');
  });

  it('finds addresses in comment text without the sentence around them', () => {
    const text = '看這篇 https://today.line.me/tw/v2/article/AbC123，還有 line://ch/1234567890。';
    expect(findLinksInText(text).map((l) => l.raw)).toEqual(['https://today.line.me/tw/v2/article/AbC123', 'line://ch/1234567890']);
    expect(findLinksInText('no links here')).toEqual([]);
  });

  it("marks where readers came from on other sites' links only", () => {
    expect(rewriteOutboundLink(recogniseLink('https://example.com/a?b=1', ORIGIN)!, 'portal_tw')).toBe('https://example.com/a?b=1&utm_source=portal_tw&utm_medium=referral');
    expect(rewriteOutboundLink(recogniseLink('https://example.com/a?utm_source=x', ORIGIN)!, 'portal_tw')).toBe('https://example.com/a?utm_source=x&utm_medium=referral');
    expect(rewriteOutboundLink(recogniseLink('https://lin.ee/aBcD123', ORIGIN)!, 'portal_tw')).toBe('https://lin.ee/aBcD123');
  });
});

// The addresses the feed pipeline may fetch: http(s) only, ≤ 2000 characters, and no loopback,
// private, link-local or local-only host unless private ones are allowed (FEED_FETCH_PRIVATE).
import { describe, expect, it } from 'vitest';
import { httpUrl, isPrivateHost, mayFetch } from '#/domain/feeds/feedAddress.ts';

describe('httpUrl', () => {
  it('takes absolute http(s) addresses of at most 2000 characters only', () => {
    expect(httpUrl('https://news.example/feed.xml')?.href).toBe('https://news.example/feed.xml');
    for (const bad of ['ftp://news.example/feed', 'javascript:alert(1)', '/feed.xml', 'file:///etc/passwd', `https://news.example/${'a'.repeat(2000)}`]) expect(httpUrl(bad), bad).toBeNull();
  });
});

describe('isPrivateHost', () => {
  it.each([
    'http://127.0.0.1/', 'http://127.8.9.1/', 'http://localhost:8080/', 'http://feeds.localhost/', 'http://10.1.2.3/', 'http://172.16.0.1/', 'http://172.31.255.255/',
    'http://192.168.1.1/', 'http://169.254.169.254/latest/meta-data', 'http://100.64.0.1/', 'http://0.0.0.0/', 'http://2130706433/', 'http://0x7f.1/',
    'http://[::1]/', 'http://[fd00::1]/', 'http://[fe80::1]/', 'http://[::ffff:127.0.0.1]/', 'http://intranet/', 'http://printer.local/',
  ])('refuses %s', (address) => {
    expect(isPrivateHost(new URL(address))).toBe(true);
    expect(mayFetch(new URL(address), false)).toBe(false);
    expect(mayFetch(new URL(address), true)).toBe(true);
  });

  it.each(['https://news.example/', 'http://172.32.0.1/', 'http://8.8.8.8/', 'http://[2001:db8::1]/', 'http://[::ffff:8.8.8.8]/'])('takes %s', (address) => {
    expect(isPrivateHost(new URL(address))).toBe(false);
  });
});

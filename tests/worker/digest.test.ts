// The official-account digest end to end on the served worker: a reader of the digest test group
// who opens a story with the digest parameters is sent to the digest (content-spec §2 route
// middleware 1), which lists the account's stories in oapContentOrder and keeps the rest of the
// query on its links; what it cannot use it leaves out, and an unknown account is 'no page'.
import { describe, expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { http } from '../helpers/workerHttp.ts';

const tw = loadSeedMarket(ROOT, 'tw');
const stories = tw.articles.filter((a) => a.publisherId === 'tw-morning-post').map((a) => articleHash('tw', a.slug));
const GROUP = { cookie: 'group=oadigestpage-T1' };

const hashesOn = (html: string) => [...html.matchAll(/data-article-hash="([^"]+)"/g)].map((m) => m[1]);

describe('official-account digest', () => {
  it('takes a reader of the test group from a story to the digest, in the given order, keeping the rest of the query', async () => {
    const order = [stories[2]!, stories[0]!, 'unknownHash', stories[1]!];
    const start = `/tw/v2/article/${stories[0]}?oapContentOrder=${order.join(',')}&oapHash=h42&oaId=tw-morning-post&utm_source=line&view=x`;
    const redirect = await http(start, { headers: GROUP, follow: false });
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.location!, 'http://x');
    expect(location.pathname).toBe('/tw/v2/oa/tw-morning-post/digest/h42');

    const page = await http(location.pathname + location.search, { headers: GROUP });
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-digest-ordered="true"');
    expect(hashesOn(page.text)).toEqual([stories[2], stories[0], stories[1]]);
    // Links keep the campaign parameters, not the digest's own.
    const link = /<a class="card card--list" href="([^"]+)"/.exec(page.text)![1]!.replace(/&amp;/g, '&');
    expect(link).toBe(`/tw/v2/article/${stories[2]}?utm_source=line`);
    expect(page.headers.get('x-astro-cache')).not.toBe('HIT');
  });

  it("shows the account's latest when no story of the order is known, and 'no page' for an unknown account", async () => {
    const latest = await http('/tw/v2/oa/tw-morning-post/digest/h1?oapContentOrder=nothing,here');
    expect(latest.status).toBe(200);
    expect(latest.text).toContain('data-digest-ordered="false"');
    expect(hashesOn(latest.text).sort()).toEqual([...stories].sort());
    const unknown = await http('/tw/v2/oa/no-such-account/digest/h1?oapContentOrder=x');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('data-error-screen="no page"');
  });
});

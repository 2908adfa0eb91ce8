// The dashboard over HTTP on the served worker, as a browser without script gets it: rollup rows
// for a day long past, written into the server's D1 before it started (tests/helpers/insightRows.ts),
// read back as SVG charts and tables; the guard (no credentials, a wrong bearer, a
// tampered cookie → 401 and no cookie; the sign-in's cookie works), the CSV export, and what every
// page answers (never cached, noindex, the security headers and policy).
import { inject, describe, expect, it } from 'vitest';
import { INSIGHTS_PATH as PATH, INSIGHTS_RANGE as RANGE, INSIGHTS_STORY_TITLE as storyTitle } from '../helpers/insightRows.ts';
import { ADMIN_TOKEN, exchange, http, workerOrigin } from '../helpers/workerHttp.ts';
import { textOf, workerPage, type Nodes } from '../helpers/workerPage.ts';

const liveTitle = inject('insightsLiveTitle');
/** Each wrong attempt from an address of its own: the guard's lockout counts per address. */
let address = 0;
const from = () => ({ 'cf-connecting-ip': `198.51.100.${++address}` });
/** A table row as its cells' texts, one space apart. */
const rowText = (row: Nodes) => row.children().toArray().map((_, i) => textOf(row.children().eq(i))).join(' ');
const rowsOf = (rows: Nodes) => rows.toArray().map((_, i) => rowText(rows.eq(i)));
const bearer = (token = ADMIN_TOKEN) => ({ authorization: `Bearer ${token}`, ...from() });

describe('the guard', () => {
  it('answers 401 with the sign-in link and no cookie without credentials, with a wrong bearer or a tampered cookie', async () => {
    const none = await workerPage('/admin/insights');
    expect(none.status).toBe(401);
    expect(none.$('a[href="/admin/insights/sign-in"]')).toHaveLength(1);
    expect(none.$('svg')).toHaveLength(0);
    const wrong = await workerPage('/admin/insights', { headers: bearer('wrong-token') });
    expect([wrong.status, textOf(wrong.$('[data-insights-error]'))]).toEqual([401, expect.stringContaining('a valid admin bearer token is required')]);
    const tampered = await workerPage('/admin/insights', { headers: { cookie: `insightsAdmin=${Date.now() + 3_600_000}.${'0'.repeat(64)}` } });
    expect(tampered.status).toBe(401);
    for (const answer of [none, wrong, tampered]) expect(answer.cookies).toEqual([]);
  });

  it('the sign-in: a wrong token 401 and no cookie; the right one a signed cookie the page and the export accept', async () => {
    // A form post (a raw body, not JSON) carrying its page's origin, as browsers send it (Astro refuses cross-site ones).
    const post = async (token: string) => {
      const res = await exchange(new URL('/admin/insights/sign-in', workerOrigin()), 'POST', { 'content-type': 'application/x-www-form-urlencoded', origin: workerOrigin(), ...from() }, new URLSearchParams({ token }).toString());
      return { status: res.status, location: res.headers.get('location'), cookies: res.headers.getSetCookie() };
    };
    const wrong = await post('not-the-token');
    expect([wrong.status, wrong.cookies]).toEqual([401, []]);
    const right = await post(ADMIN_TOKEN);
    expect([right.status, right.location]).toEqual([303, '/admin/insights']);
    expect(right.cookies).toEqual([expect.stringMatching(/^insightsAdmin=\d{13}\.[0-9a-f]{64}; Path=\/admin\/insights; Max-Age=28800; HttpOnly; SameSite=Strict$/)]);
    const cookie = right.cookies[0]!.split(';')[0]!;
    const page = await workerPage(`/admin/insights?${RANGE}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(textOf(page.$('#stories'))).toContain(storyTitle);
    const csv = await http(`/admin/insights/export.csv?section=stories&${RANGE}`, { headers: { cookie } });
    expect(csv.status).toBe(200);
  });
});

describe('the page', () => {
  it('draws each section as SVG with its table, summed over the range', async () => {
    const { status, $ } = await workerPage(`/admin/insights?${RANGE}`, { headers: bearer() });
    expect(status).toBe(200);
    expect(textOf($('[data-insights-period]'))).toBe('2020-01-06 00:00 – 2020-01-06 06:00 UTC, per hour');
    // Page views: a line per market over six hour buckets; the table by market and page type.
    expect($('#pageviews svg[role=img] polyline').map((_, el) => $(el).attr('data-series')).get()).toEqual(['台灣', '香港']);
    expect(textOf($('#pageviews p').first())).toBe('51 page views');
    expect(rowsOf($('#pageviews table').first().find('tbody tr'))).toEqual(['台灣 article 42', '香港 portal 9']);
    expect(rowsOf($('#pageviews details tbody tr'))).toEqual(['01-06 00:00 30 0', '01-06 01:00 12 0', '01-06 02:00 0 9', '01-06 03:00 0 0', '01-06 04:00 0 0', '01-06 05:00 0 0']);
    // Top stories: the latest title, the views of the range only.
    expect(rowsOf($('#stories tbody tr'))[0]).toBe(`${storyTitle} ${PATH} 42`);
    expect($('#stories svg rect')).toHaveLength(2);
    // Vitals: 4 LCP reports, p75 is the third (bucket 90: 4,525 ms), poor.
    expect(rowsOf($('#vitals tbody tr'))[0]).toBe('article LCP 4,525 ms Poor 2,500 ms / 4,000 ms 4');
    expect($('#vitals svg rect').attr('class')).toContain('insights-bars__bar--poor');
    expect(rowsOf($('#errors tbody tr'))[0]).toBe('=cmd|TypeError: boom, twice 7');
    expect(rowsOf($('#impressions tbody tr'))[0]).toBe('tw:portal:between-2 Ad slot 400 6 1.5');
    expect(textOf($('#live [data-live=playViews]'))).toBe('1');
    expect(textOf($('#live [data-live=watchMinutes]'))).toBe('3');
    expect(rowsOf($('#live tbody tr'))[0]).toBe(`${liveTitle} 1 3`);
    // Every chart names itself; no script at all.
    expect($('svg[role=img]').map((_, el) => $(`#${$(el).attr('aria-labelledby')}`).length).get()).toEqual([1, 1, 1, 1, 1, 1]);
    expect($('script')).toHaveLength(0);
  });

  it('one market: only its rows; the form keeps the filters (from and to, filled in, win over its range)', async () => {
    const { $ } = await workerPage(`/admin/insights?country=hk&range=1h&${RANGE}`, { headers: bearer() });
    expect(textOf($('#pageviews p').first())).toBe('9 page views');
    expect($('#pageviews polyline').map((_, el) => $(el).attr('data-series')).get()).toEqual(['portal']);
    expect($('select[name=country] option[selected]').attr('value')).toBe('hk');
    expect($('input[name=from]').attr('value')).toBe('2020-01-06T00:00');
    expect($('#stories a[href^="/admin/insights/export.csv"]').attr('href')).toBe(`/admin/insights/export.csv?country=hk&range=1h&${RANGE.replace(/:/g, '%3A')}&section=stories`);
  });

  it('bad filters answer 400 with the message naming the field', async () => {
    const { status, $ } = await workerPage('/admin/insights?range=2h', { headers: bearer() });
    expect(status).toBe(400);
    expect(textOf($('[data-insights-error]'))).toContain('Invalid query parameter "range"');
  });

  it('is never cached, noindex, in English by default and in the locale cookie’s language, with the security headers', async () => {
    const { headers, $ } = await workerPage(`/admin/insights?${RANGE}`, { headers: bearer() });
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect($('meta[name=robots]').attr('content')).toBe('noindex');
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect($('html').attr('lang')).toBe('en');
    const ja = await workerPage(`/admin/insights?${RANGE}`, { headers: { ...bearer(), cookie: 'locale=ja' } });
    expect([ja.$('html').attr('lang'), textOf(ja.$('h1'))]).toEqual(['ja', 'インサイト']);
    // The same address twice: the first answer was not kept for the second.
    expect((await workerPage(`/admin/insights?${RANGE}`)).status).toBe(401);
  });
});

describe('the CSV export', () => {
  it('a section as CSV with stable column names, formulas defused; 401 without credentials, 400 for an unknown section', async () => {
    const csv = await http(`/admin/insights/export.csv?section=errors&${RANGE}`, { headers: bearer() });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="insights-errors-all-20200106-0000.csv"');
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    expect(csv.text).toBe('message,reports\r\n"\'=cmd|TypeError: boom, twice",7\r\n');
    const series = await http(`/admin/insights/export.csv?section=pageviews&country=tw&${RANGE}`, { headers: bearer() });
    expect(series.text.split('\r\n').slice(0, 3)).toEqual(['bucket_start_utc,country,page_type,views', '2020-01-06T00:00:00.000Z,tw,article,30', '2020-01-06T01:00:00.000Z,tw,article,12']);
    expect((await http(`/admin/insights/export.csv?section=errors&${RANGE}`)).status).toBe(401);
    const unknown = await http(`/admin/insights/export.csv?section=everything&${RANGE}`, { headers: bearer() });
    expect([unknown.status, unknown.text]).toEqual([400, expect.stringContaining('Invalid query parameter "section"')]);
  });
});

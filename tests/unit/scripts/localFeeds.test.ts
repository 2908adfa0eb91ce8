// npm start's one line about the demo feeds: what arrived, and which feeds failed and why.
import { expect, it } from 'vitest';
import { summariseIngests } from '../../../scripts/localFeeds.ts';

const report = (feedId: number, over: Partial<Parameters<typeof summariseIngests>[0][number]> = {}) => ({ feedId, status: 'ok' as const, reason: null, format: 'rss', created: 2, updated: 0, unchanged: 0, problems: [], ...over });

it('sums what the feeds brought and names the failures', () => {
  expect(summariseIngests([report(1), report(2, { created: 0, unchanged: 2, problems: [{ index: 0, key: null, reason: 'no title and no body' }] })], [])).toBe(
    'feeds: 2 demo feeds run: 2 stories created, 0 updated, 2 unchanged, 1 problems',
  );
  expect(summariseIngests([report(1, { status: 'not-modified', created: 0 }), report(2)], [])).toBe('feeds: 2 demo feeds run: 2 stories created, 0 updated, 0 unchanged (1 feeds not modified), 0 problems');
  expect(summariseIngests([report(1), report(3, { status: 'failed', reason: 'http-404', created: 0 })], ['th-siam-daily: POST /webapi/admin/feeds: 400 url: must be http(s)'])).toBe(
    'feeds: 2 demo feeds run: 2 stories created, 0 updated, 0 unchanged, 0 problems; 2 failed (feed 3: http-404; th-siam-daily: POST /webapi/admin/feeds: 400 url: must be http(s))',
  );
});

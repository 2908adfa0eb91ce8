// A live broadcast's display flag and orientation on its article page (content-spec §3): with the
// flag OFF the page shows no status line, with ON it does; the line carries the orientation.
import { afterAll, expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { ADMIN_TOKEN, http } from '../helpers/workerHttp.ts';
import { AGREED, workerPage } from '../helpers/workerPage.ts';

// A market no other worker file changes broadcasts in.
const id = loadSeedMarket(ROOT, 'id');
const hash = articleHash('id', id.articles.find((a) => a.contentType === 'LIVE')!.slug);
let aid = 0;

async function setBroadcast(body: Record<string, string>): Promise<void> {
  const res = await http(`/webapi/admin/live/${aid}/status`, { method: 'PUT', headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, body });
  expect(res.status, res.text).toBe(200);
}

afterAll(async () => {
  if (aid) await setBroadcast({ status: 'ARCHIVED', display: 'ON', orientation: 'LANDSCAPE' });
});

it('shows the status line for display ON, none for OFF, with the broadcast orientation', async () => {
  aid = (JSON.parse((await http(`/webapi/article?country=id&hash=${hash}`)).text) as { data: { id: number } }).data.id;
  await setBroadcast({ status: 'LIVE', display: 'ON', orientation: 'PORTRAIT' });
  const on = await workerPage(`/id/v2/article/${hash}`, { headers: AGREED });
  const line = on.$('[data-live-status]');
  expect(line.attr('hidden')).toBeUndefined();
  expect(line.text().trim()).not.toBe('');
  expect([line.attr('data-display'), line.attr('data-orientation')]).toEqual(['ON', 'PORTRAIT']);
  await setBroadcast({ status: 'LIVE', display: 'OFF' });
  const off = await workerPage(`/id/v2/article/${hash}`, { headers: AGREED });
  expect(off.$('[data-live-status]').attr('hidden')).toBeDefined();
  expect(off.$('[data-live-status]').text().trim()).toBe('');
  expect(off.$('[data-live-status]').attr('data-display')).toBe('OFF');
});

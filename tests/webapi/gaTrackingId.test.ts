// The article's gaTrackingId (content-spec §3): its publisher's analytics property, written with the
// publisher and answered with each of its stories; null for a publisher without one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { upsertPublishers } from '#functions/db/contentWrites.ts';
import { PublisherInput } from '#functions/db/records.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
async function article(hash: string) {
  const res = await app.request(`http://portal.test/webapi/article?country=th&hash=${hash}`, undefined, platform.env);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { gaTrackingId?: string | null; publisher: { id: string } } }).data;
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
});
afterAll(async () => {
  await platform?.dispose();
});

describe('gaTrackingId', () => {
  it("answers the publisher's analytics property with its stories, null without one", async () => {
    const db = platform.env.DB;
    const story = await db.prepare("SELECT a.hash, p.id, p.country, p.name, p.description, p.logo_hash FROM articles a JOIN publishers p ON p.id = a.publisher_id WHERE a.country = 'th' LIMIT 1").first<{
      hash: string; id: string; country: string; name: string; description: string; logo_hash: string | null;
    }>();
    expect((await article(story!.hash)).gaTrackingId).toBeNull();
    const publisher = { id: story!.id, country: story!.country, name: story!.name, description: story!.description, logoHash: story!.logo_hash };
    await upsertPublishers(db, [PublisherInput.parse({ ...publisher, gaTrackingId: 'G-4XK2M9PQ' })], Date.now());
    expect((await article(story!.hash)).gaTrackingId).toBe('G-4XK2M9PQ');
    await upsertPublishers(db, [PublisherInput.parse({ ...publisher, gaTrackingId: 'UA-1234567-2' })], Date.now());
    expect((await article(story!.hash)).gaTrackingId).toBe('UA-1234567-2');
    // Anything else is refused at the write's schema and by the table.
    expect(PublisherInput.safeParse({ ...publisher, gaTrackingId: 'javascript:alert(1)' }).success).toBe(false);
    await expect(db.prepare('UPDATE publishers SET ga_tracking_id = ?1 WHERE id = ?2').bind('not-an-id', story!.id).run()).rejects.toThrow(/CHECK/);
    await upsertPublishers(db, [PublisherInput.parse({ ...publisher, gaTrackingId: null })], Date.now());
    expect((await article(story!.hash)).gaTrackingId).toBeNull();
  });
});

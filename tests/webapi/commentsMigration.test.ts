// Migration 0008 turns the read-only trending comments of 0003 into general comments without
// losing them or their place in trending-comment listings (a database made before it upgrades).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { expect, it } from 'vitest';
import { applyMigrations } from '#functions/db/migrations.ts';
import { ROOT, readMigrations } from '../../scripts/localPlatform.ts';

it('keeps comments made before 0008, as article comments with their like count, in their listing', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-migration-'));
  const proxy = await getPlatformProxy<Env>({ configPath: join(ROOT, 'wrangler.toml'), persist: { path: join(dir, 'v3') }, remoteBindings: false });
  try {
    const db = proxy.env.DB;
    const all = readMigrations();
    await applyMigrations(db, all.filter((m) => m.name < '0008'));
    await db.batch([
      db.prepare("INSERT INTO publishers (id, country, name, updated_time) VALUES ('p1', 'tw', 'P', 1)"),
      db.prepare(
        `INSERT INTO articles (id, hash, country, slug, title, body_html, publisher_id, content_type, publish_time, update_time)
         VALUES (7, 'abcDEF12', 'tw', 's', 'T', '<p>x</p>', 'p1', 'GENERAL', 1, 1)`,
      ),
      db.prepare("INSERT INTO listings (id, country, type, source, updated_time, item_count) VALUES ('tw-trending-comments', 'tw', 'TRENDING_COMMENT', 'TRENDING_COMMENT', 1, 1)"),
      db.prepare("INSERT INTO comments (hash, country, article_id, author, body, like_count, created_time) VALUES ('cAAAAAAAAAAA', 'tw', 7, '小明', '好文', 42, 5)"),
      db.prepare("INSERT INTO listing_comments (listing_id, position, comment_hash) VALUES ('tw-trending-comments', 0, 'cAAAAAAAAAAA')"),
    ]);
    expect(await applyMigrations(db, all)).toEqual(all.filter((m) => m.name >= '0008').map((m) => m.name));
    expect(await db.prepare('SELECT hash, target_type, target_id, kind, author, body, imported_up, user_id, hidden_reason FROM comments').all().then((r) => r.results)).toEqual([
      { hash: 'cAAAAAAAAAAA', target_type: 'article', target_id: '7', kind: 'COMMENT', author: '小明', body: '好文', imported_up: 42, user_id: null, hidden_reason: null },
    ]);
    expect(await db.prepare('SELECT listing_id, position, comment_hash FROM listing_comments').all().then((r) => r.results)).toEqual([
      { listing_id: 'tw-trending-comments', position: 0, comment_hash: 'cAAAAAAAAAAA' },
    ]);
  } finally {
    await proxy.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

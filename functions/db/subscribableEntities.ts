// What a reader can follow, by entity type: how an id is checked, named and pictured. One row per
// type, so a new followable kind is one entry here (and one value in the migration's CHECK).
import { tagFromHash, tagHash } from '#/domain/content/tagHash.ts';
import type { SubscribableType } from '#/domain/content/subscriptions.ts';
import type { Database } from './database.ts';
import { findProfilesByHash, listProfiles, searchProfiles, type ProfileRow } from './profiles.ts';

export interface EntityRecord {
  entityType: SubscribableType;
  entityId: string;
  name: string;
  imageHash: string | null;
}

interface Resolver {
  /** The entities among `ids` that exist in the market. */
  resolve(db: Database, country: string, ids: string[]): Promise<EntityRecord[]>;
  /** Entities whose name contains `query`, at most `limit`. */
  search(db: Database, country: string, query: string, limit: number): Promise<EntityRecord[]>;
  /** The market's most followable entities (most stories first), at most `limit`. */
  popular(db: Database, country: string, limit: number): Promise<EntityRecord[]>;
}

const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const publishers: Resolver = {
  async resolve(db, country, ids) {
    const { results } = await db
      .prepare('SELECT id, name, logo_hash FROM publishers WHERE country = ?1 AND id IN (SELECT value FROM json_each(?2))')
      .bind(country, JSON.stringify(ids))
      .all<{ id: string; name: string; logo_hash: string | null }>();
    return results.map((r) => ({ entityType: 'CP', entityId: r.id, name: r.name, imageHash: r.logo_hash }));
  },
  async search(db, country, query, limit) {
    const { results } = await db
      .prepare("SELECT id, name, logo_hash FROM publishers WHERE country = ?1 AND (name LIKE ?2 ESCAPE '\\' OR description LIKE ?2 ESCAPE '\\') ORDER BY name LIMIT ?3")
      .bind(country, likePattern(query), limit)
      .all<{ id: string; name: string; logo_hash: string | null }>();
    return results.map((r) => ({ entityType: 'CP', entityId: r.id, name: r.name, imageHash: r.logo_hash }));
  },
  async popular(db, country, limit) {
    const { results } = await db
      .prepare(
        `SELECT p.id, p.name, p.logo_hash FROM publishers p WHERE p.country = ?1
         ORDER BY (SELECT COUNT(*) FROM articles a WHERE a.publisher_id = p.id) DESC, p.name LIMIT ?2`,
      )
      .bind(country, limit)
      .all<{ id: string; name: string; logo_hash: string | null }>();
    return results.map((r) => ({ entityType: 'CP', entityId: r.id, name: r.name, imageHash: r.logo_hash }));
  },
};

const tagRecord = (tag: string): EntityRecord => ({ entityType: 'TAG', entityId: tagHash(tag), name: tag, imageHash: null });

// A tag exists in a market while one of the market's stories carries it; its id is its hash.
const tags: Resolver = {
  async resolve(db, country, ids) {
    const wanted = ids.map(tagFromHash).filter((t): t is string => t !== null);
    if (wanted.length === 0) return [];
    const { results } = await db
      .prepare(
        `SELECT DISTINCT t.tag FROM article_tags t JOIN articles a ON a.id = t.article_id
         WHERE a.country = ?1 AND t.tag IN (SELECT value FROM json_each(?2))`,
      )
      .bind(country, JSON.stringify(wanted))
      .all<{ tag: string }>();
    return results.map((r) => tagRecord(r.tag));
  },
  async search(db, country, query, limit) {
    const { results } = await db
      .prepare(
        `SELECT t.tag FROM article_tags t JOIN articles a ON a.id = t.article_id
         WHERE a.country = ?1 AND t.tag LIKE ?2 ESCAPE '\\' GROUP BY t.tag ORDER BY COUNT(*) DESC, t.tag LIMIT ?3`,
      )
      .bind(country, likePattern(query), limit)
      .all<{ tag: string }>();
    return results.map((r) => tagRecord(r.tag));
  },
  async popular(db, country, limit) {
    const { results } = await db
      .prepare(
        `SELECT t.tag FROM article_tags t JOIN articles a ON a.id = t.article_id
         WHERE a.country = ?1 GROUP BY t.tag ORDER BY COUNT(*) DESC, t.tag LIMIT ?2`,
      )
      .bind(country, limit)
      .all<{ tag: string }>();
    return results.map((r) => tagRecord(r.tag));
  },
};

// Profiles: people pages keyed by (country, hash) (functions/db/profiles.ts).
const profileRecord = (r: ProfileRow): EntityRecord => ({ entityType: 'PROFILE', entityId: r.hash, name: r.name, imageHash: r.image_hash });
const profiles: Resolver = {
  resolve: async (db, country, ids) => (await findProfilesByHash(db, country, ids)).map(profileRecord),
  search: async (db, country, query, limit) => (await searchProfiles(db, country, likePattern(query), limit)).map(profileRecord),
  popular: async (db, country, limit) => (await listProfiles(db, country, limit)).map(profileRecord),
};

/** One resolver per followable type; null: the type is declared but cannot be followed yet. */
export const ENTITY_RESOLVERS: Readonly<Record<SubscribableType, Resolver | null>> = { CP: publishers, TAG: tags, PROFILE: profiles };

/** The message of a follow or unfollow of a type without a resolver (400). */
export const unknownEntityTypeMessage = (type: SubscribableType) => `unknown entityType ${type}`;

/** The entities that exist among the given keys, in the order given. */
export async function resolveEntities(db: Database, country: string, keys: { entityType: SubscribableType; entityId: string }[]): Promise<EntityRecord[]> {
  const byType = new Map<SubscribableType, string[]>();
  for (const k of keys) byType.set(k.entityType, [...(byType.get(k.entityType) ?? []), k.entityId]);
  const found = (
    await Promise.all([...byType].map(([type, ids]) => ENTITY_RESOLVERS[type]?.resolve(db, country, ids) ?? Promise.resolve([])))
  ).flat();
  const index = new Map(found.map((e) => [`${e.entityType}:${e.entityId}`, e]));
  return keys.flatMap((k) => index.get(`${k.entityType}:${k.entityId}`) ?? []);
}

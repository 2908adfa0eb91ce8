// The first-party ad server's tables (migrations/0044_ads.sql): campaigns with targeting and
// creatives, the ad modules pages place, counted events with their rollups and the readers'
// frequency counters. A campaign and its parts are written in one batch; every counted event is one
// batch step that adds to its rollup only while its eventId is new, so counts stay exact however
// many clients send (or resend) at once.
import type { AdModuleConfig, AdPlacementKind } from '#/domain/ads/types.ts';
import type { Database } from './database.ts';

export const AD_CREATIVE_KINDS = ['image', 'html', 'native', 'video'] as const;
export type AdCreativeKind = (typeof AD_CREATIVE_KINDS)[number];

export const AD_EVENT_TYPES = ['impression', 'click', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip'] as const;
export type AdEventType = (typeof AD_EVENT_TYPES)[number];

export const AD_TARGET_DIMENSIONS = ['pageType', 'category', 'device'] as const;
export type AdTargetDimension = (typeof AD_TARGET_DIMENSIONS)[number];

/** The fields of a creative's kind (image: imageUrl + alt; html: html; native: title, summary, imageUrl; video: videoUrl, videoType, durationSeconds). */
export interface AdCreativeContent {
  imageUrl?: string;
  alt?: string;
  html?: string;
  title?: string;
  summary?: string;
  videoUrl?: string;
  videoType?: string;
  durationSeconds?: number;
}

export interface AdCreativeRecord {
  id: string;
  campaignId: string;
  kind: AdCreativeKind;
  weight: number;
  width: number;
  height: number;
  content: AdCreativeContent;
  /** null: the campaign's landing page. */
  landingUrl: string | null;
}

/** Values per dimension; an empty list matches every request. */
export type AdTargeting = Record<AdTargetDimension, string[]>;

export interface AdCampaignRecord {
  id: string;
  country: string;
  name: string;
  sponsor: string;
  weight: number;
  frequencyCap: number | null;
  startTime: number | null;
  endTime: number | null;
  landingUrl: string;
  targeting: AdTargeting;
  creatives: AdCreativeRecord[];
  updatedTime: number;
}

export type AdCampaignInput = Omit<AdCampaignRecord, 'updatedTime'>;

interface CampaignRow {
  id: string;
  country: string;
  name: string;
  sponsor: string;
  weight: number;
  frequency_cap: number | null;
  start_time: number | null;
  end_time: number | null;
  landing_url: string;
  updated_time: number;
}
interface CreativeRow {
  id: string;
  campaign_id: string;
  kind: AdCreativeKind;
  weight: number;
  width: number;
  height: number;
  content_json: string;
  landing_url: string | null;
}

const toCreative = (r: CreativeRow): AdCreativeRecord => ({
  id: r.id,
  campaignId: r.campaign_id,
  kind: r.kind,
  weight: r.weight,
  width: r.width,
  height: r.height,
  content: JSON.parse(r.content_json) as AdCreativeContent,
  landingUrl: r.landing_url,
});

/** The campaigns of these rows with their targeting and creatives (three reads in one batch). */
async function withParts(db: Database, rows: CampaignRow[]): Promise<AdCampaignRecord[]> {
  if (rows.length === 0) return [];
  const marks = rows.map((_, i) => `?${i + 1}`).join(', ');
  const ids = rows.map((r) => r.id);
  const [targets, creatives] = await db.batch([
    db.prepare(`SELECT campaign_id, dimension, value FROM ad_targeting WHERE campaign_id IN (${marks}) ORDER BY value`).bind(...ids),
    db.prepare(`SELECT * FROM ad_creatives WHERE campaign_id IN (${marks}) ORDER BY id`).bind(...ids),
  ]);
  return rows.map((r) => {
    const targeting: AdTargeting = { pageType: [], category: [], device: [] };
    for (const t of (targets?.results ?? []) as { campaign_id: string; dimension: AdTargetDimension; value: string }[]) if (t.campaign_id === r.id) targeting[t.dimension].push(t.value);
    return {
      id: r.id,
      country: r.country,
      name: r.name,
      sponsor: r.sponsor,
      weight: r.weight,
      frequencyCap: r.frequency_cap,
      startTime: r.start_time,
      endTime: r.end_time,
      landingUrl: r.landing_url,
      targeting,
      creatives: ((creatives?.results ?? []) as CreativeRow[]).filter((c) => c.campaign_id === r.id).map(toCreative),
      updatedTime: r.updated_time,
    };
  });
}

export async function listCampaigns(db: Database, country?: string): Promise<AdCampaignRecord[]> {
  const rows = country
    ? await db.prepare('SELECT * FROM ad_campaigns WHERE country = ?1 ORDER BY id').bind(country).all<CampaignRow>()
    : await db.prepare('SELECT * FROM ad_campaigns ORDER BY country, id').all<CampaignRow>();
  return withParts(db, rows.results);
}

export async function findCampaign(db: Database, id: string): Promise<AdCampaignRecord | null> {
  const row = await db.prepare('SELECT * FROM ad_campaigns WHERE id = ?1').bind(id).first<CampaignRow>();
  return row ? ((await withParts(db, [row]))[0] ?? null) : null;
}

/** The market's campaigns running at `now` (dates only: targeting and caps are the draw's). */
export async function runningCampaigns(db: Database, country: string, now: number): Promise<AdCampaignRecord[]> {
  const rows = await db
    .prepare('SELECT * FROM ad_campaigns WHERE country = ?1 AND weight > 0 AND (start_time IS NULL OR start_time <= ?2) AND (end_time IS NULL OR end_time > ?2) ORDER BY id')
    .bind(country, now)
    .all<CampaignRow>();
  return withParts(db, rows.results);
}

/** The creative with its campaign's country, sponsor and landing page (the frame and the click read them). */
export async function findCreative(db: Database, id: string): Promise<(AdCreativeRecord & { country: string; sponsor: string; campaignLandingUrl: string }) | null> {
  const row = await db
    .prepare('SELECT cr.*, ca.country AS country, ca.sponsor AS sponsor, ca.landing_url AS campaign_landing_url FROM ad_creatives cr JOIN ad_campaigns ca ON ca.id = cr.campaign_id WHERE cr.id = ?1')
    .bind(id)
    .first<CreativeRow & { country: string; sponsor: string; campaign_landing_url: string }>();
  return row ? { ...toCreative(row), country: row.country, sponsor: row.sponsor, campaignLandingUrl: row.campaign_landing_url } : null;
}

/** Creates or replaces a campaign with its targeting and creatives, in one transaction. Returns whether it was new. */
export async function upsertCampaign(db: Database, c: AdCampaignInput, now: number): Promise<boolean> {
  const existed = await db.prepare('SELECT 1 AS x FROM ad_campaigns WHERE id = ?1').bind(c.id).first();
  await db.batch([
    db
      .prepare(
        `INSERT INTO ad_campaigns (id, country, name, sponsor, weight, frequency_cap, start_time, end_time, landing_url, updated_time)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
         ON CONFLICT (id) DO UPDATE SET country = ?2, name = ?3, sponsor = ?4, weight = ?5, frequency_cap = ?6, start_time = ?7, end_time = ?8, landing_url = ?9, updated_time = ?10`,
      )
      .bind(c.id, c.country, c.name, c.sponsor, c.weight, c.frequencyCap, c.startTime, c.endTime, c.landingUrl, now),
    db.prepare('DELETE FROM ad_targeting WHERE campaign_id = ?1').bind(c.id),
    db.prepare('DELETE FROM ad_creatives WHERE campaign_id = ?1').bind(c.id),
    ...Object.entries(c.targeting).flatMap(([dimension, values]) =>
      [...new Set(values)].map((value) => db.prepare('INSERT INTO ad_targeting (campaign_id, dimension, value) VALUES (?1, ?2, ?3)').bind(c.id, dimension, value)),
    ),
    ...c.creatives.map((cr) =>
      db
        .prepare('INSERT INTO ad_creatives (id, campaign_id, kind, weight, width, height, content_json, landing_url) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)')
        .bind(cr.id, c.id, cr.kind, cr.weight, cr.width, cr.height, JSON.stringify(cr.content), cr.landingUrl),
    ),
  ]);
  return !existed;
}

/** Creative ids already used by another campaign (ids are global). */
export async function creativeIdsOfOthers(db: Database, campaignId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const marks = ids.map((_, i) => `?${i + 2}`).join(', ');
  const rows = await db.prepare(`SELECT id FROM ad_creatives WHERE campaign_id != ?1 AND id IN (${marks})`).bind(campaignId, ...ids).all<{ id: string }>();
  return rows.results.map((r) => r.id);
}

/** Removes a campaign and its parts (its counted events and rollups stay for the report). */
export async function deleteCampaign(db: Database, id: string): Promise<boolean> {
  const [campaign] = await db.batch([
    db.prepare('DELETE FROM ad_campaigns WHERE id = ?1').bind(id),
    db.prepare('DELETE FROM ad_targeting WHERE campaign_id = ?1').bind(id),
    db.prepare('DELETE FROM ad_creatives WHERE campaign_id = ?1').bind(id),
  ]);
  return (campaign?.meta.changes ?? 0) > 0;
}

/** Today's impressions of a reader per campaign (the frequency cap's counters). */
export async function readerImpressions(db: Database, reader: string, day: string, campaignIds: string[]): Promise<Map<string, number>> {
  if (campaignIds.length === 0) return new Map();
  const marks = campaignIds.map((_, i) => `?${i + 3}`).join(', ');
  const rows = await db
    .prepare(`SELECT campaign_id, impressions FROM ad_frequency WHERE reader = ?1 AND day = ?2 AND campaign_id IN (${marks})`)
    .bind(reader, day, ...campaignIds)
    .all<{ campaign_id: string; impressions: number }>();
  return new Map(rows.results.map((r) => [r.campaign_id, r.impressions]));
}

export async function listPlacements(db: Database, country: string, placement?: AdPlacementKind): Promise<AdModuleConfig[]> {
  const rows = placement
    ? await db.prepare('SELECT config_json FROM ad_placements WHERE country = ?1 AND placement = ?2 ORDER BY placement, position, id').bind(country, placement).all<{ config_json: string }>()
    : await db.prepare('SELECT config_json FROM ad_placements WHERE country = ?1 ORDER BY placement, position, id').bind(country).all<{ config_json: string }>();
  return rows.results.map((r) => JSON.parse(r.config_json) as AdModuleConfig);
}

/** The market a placement id belongs to, or null when there is none. */
export async function placementCountry(db: Database, id: string): Promise<string | null> {
  return (await db.prepare('SELECT country FROM ad_placements WHERE id = ?1').bind(id).first<{ country: string }>())?.country ?? null;
}

export async function upsertPlacement(db: Database, country: string, config: AdModuleConfig, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO ad_placements (id, country, placement, position, config_json, updated_time) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (id) DO UPDATE SET country = ?2, placement = ?3, position = ?4, config_json = ?5, updated_time = ?6`,
    )
    .bind(config.id, country, config.placement, config.position, JSON.stringify(config), now)
    .run();
}

/** Removes every placement of a market (the demo seed replaces them all). */
export async function replacePlacements(db: Database, country: string, configs: AdModuleConfig[], now: number): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM ad_placements WHERE country = ?1').bind(country),
    ...configs.map((config) =>
      db
        .prepare('INSERT INTO ad_placements (id, country, placement, position, config_json, updated_time) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
        .bind(config.id, country, config.placement, config.position, JSON.stringify(config), now),
    ),
  ]);
}

/** One event to count: what its verified token names, and the market day it happened on. */
export interface AdEventInput {
  eventId: string;
  type: AdEventType;
  campaignId: string;
  creativeId: string;
  slot: string;
  country: string;
  /** The reader the ad was drawn for, if any: their impressions feed the frequency cap. */
  reader?: string;
  day: string;
}

/**
 * Counts the events whose eventId is new, in one transaction: each event's rollup (and, for an
 * impression with a reader, the frequency counter) grows only while no row of its eventId exists,
 * then the row is written. Returns how many were counted.
 */
export async function recordAdEvents(db: Database, events: AdEventInput[], now: number): Promise<number> {
  if (events.length === 0) return 0;
  const isNew = 'WHERE NOT EXISTS (SELECT 1 FROM ad_events WHERE event_id = ?1)';
  const steps = events.flatMap((e) => [
    db
      .prepare(
        `INSERT INTO ad_rollups (country, day, campaign_id, creative_id, slot, type, count) SELECT ?2, ?3, ?4, ?5, ?6, ?7, 1 ${isNew}
         ON CONFLICT (country, day, campaign_id, creative_id, slot, type) DO UPDATE SET count = count + 1`,
      )
      .bind(e.eventId, e.country, e.day, e.campaignId, e.creativeId, e.slot, e.type),
    ...(e.type === 'impression' && e.reader
      ? [
          db
            .prepare(`INSERT INTO ad_frequency (reader, campaign_id, day, impressions) SELECT ?2, ?3, ?4, 1 ${isNew} ON CONFLICT (reader, campaign_id, day) DO UPDATE SET impressions = impressions + 1`)
            .bind(e.eventId, e.reader, e.campaignId, e.day),
        ]
      : []),
    db
      .prepare('INSERT OR IGNORE INTO ad_events (event_id, type, campaign_id, creative_id, slot, country, created_time) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
      .bind(e.eventId, e.type, e.campaignId, e.creativeId, e.slot, e.country, now),
  ]);
  const results = await db.batch(steps);
  let counted = 0;
  let at = 0;
  for (const e of events) {
    at += e.type === 'impression' && e.reader ? 2 : 1;
    counted += results[at]!.meta.changes > 0 ? 1 : 0;
    at++;
  }
  return counted;
}

export interface AdRollupRow {
  campaignId: string;
  creativeId: string;
  slot: string;
  type: AdEventType;
  count: number;
}

/** The counts of a market between two market days (inclusive). */
export async function readRollups(db: Database, country: string, fromDay: string, toDay: string): Promise<AdRollupRow[]> {
  const rows = await db
    .prepare(
      `SELECT campaign_id, creative_id, slot, type, SUM(count) AS n FROM ad_rollups WHERE country = ?1 AND day >= ?2 AND day <= ?3
       GROUP BY campaign_id, creative_id, slot, type ORDER BY campaign_id, creative_id, slot, type`,
    )
    .bind(country, fromDay, toDay)
    .all<{ campaign_id: string; creative_id: string; slot: string; type: AdEventType; n: number }>();
  return rows.results.map((r) => ({ campaignId: r.campaign_id, creativeId: r.creative_id, slot: r.slot, type: r.type, count: r.n }));
}

/** Campaign names by id (the report names campaigns that may since have been deleted). */
export async function campaignNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const marks = ids.map((_, i) => `?${i + 1}`).join(', ');
  const rows = await db.prepare(`SELECT id, name FROM ad_campaigns WHERE id IN (${marks})`).bind(...ids).all<{ id: string; name: string }>();
  return new Map(rows.results.map((r) => [r.id, r.name]));
}

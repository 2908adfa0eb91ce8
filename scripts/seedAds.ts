// Demo content of the first-party ad server (issue #31): seed/content/<market>/ads.json, in the
// market's language. The placements are the ad modules of every page kind (portal between modules,
// listings, articles after a paragraph and at the end, the gallery), all drawn for the house
// service; the campaigns carry image, HTML, native and video creatives. Each is checked by the API's
// own schemas (AdPlacementBody, AdCampaignBody) before anything is written. A variant edition gets
// its parent's, under its own ids. Pictures are small SVGs under public/ads/; the video is a demo stream.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { replacePlacements, upsertCampaign } from '#functions/db/ads.ts';
import type { Database } from '#functions/db/database.ts';
import { toCampaignInput, toModuleConfig } from '#functions/webapi/adMapping.ts';
import { AdCampaignBody, AdPlacementBody } from '#functions/webapi/schemas/ads.ts';
import type { CountryCode } from '#/markets.ts';
import { videoHash } from './seedIds.ts';
import { SEED_COUNTRIES, SEED_VARIANTS, type SeedCountry } from './seedSchema.ts';

const key = z.string().regex(/^[a-z0-9-]{1,30}$/, 'must be lowercase words joined by "-"');
const text = (max: number) => z.string().min(2).max(max);

const seedAdsSchema = z
  .object({
    placements: z
      .array(
        z
          .object({
            key: z.string().regex(/^[a-zA-Z]+:[a-z0-9-]+$/, 'must be placement:name'),
            placement: z.string(),
            position: z.number().int().min(0),
            sizeClass: z.string(),
            sizes: z.array(z.string()),
            /** The unit's middle part (market/<page>/slot). */
            page: key,
            /** popup: the portal tab (its url path) the pop-up opens on; a tab of the market's own. */
            tab: key.optional(),
          })
          .strict(),
      )
      .min(5),
    campaigns: z
      .array(
        z
          .object({
            key,
            name: text(120),
            sponsor: text(60),
            weight: z.number().int().min(1),
            frequencyCap: z.number().int().min(1).nullable(),
            startsDaysAgo: z.number().int().min(0),
            endsInDays: z.number().int().min(1),
            landingUrl: z.string(),
            creatives: z
              .array(
                z
                  .object({
                    key,
                    kind: z.enum(['image', 'html', 'native', 'video']),
                    weight: z.number().int().min(1),
                    width: z.number().int(),
                    height: z.number().int(),
                    imageUrl: z.string().optional(),
                    alt: text(200).optional(),
                    html: text(2000).optional(),
                    title: text(120).optional(),
                    summary: text(300).optional(),
                    stream: z.enum(['stream-a', 'stream-b']).optional(),
                    durationSeconds: z.number().int().optional(),
                  })
                  .strict(),
              )
              .min(1),
          })
          .strict(),
      )
      .min(2)
      .max(3),
  })
  .strict();
export type SeedAds = z.infer<typeof seedAdsSchema>;

/** The market's ads.json, validated; null for a market without one. */
export function loadSeedAds(root: string, country: SeedCountry): SeedAds | null {
  const file = join(root, 'seed', 'content', country, 'ads.json');
  if (!existsSync(file)) return null;
  const parsed = seedAdsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${file}: ${i.path.map(String).join('.')}: ${i.message}`).join('\n'));
  // A pop-up names one of the market's own tabs.
  const tabs = new Set((JSON.parse(readFileSync(join(root, 'seed', 'content', country, 'market.json'), 'utf8')) as { tabs: { urlPath: string }[] }).tabs.map((t) => t.urlPath));
  for (const p of parsed.data.placements) if (p.tab !== undefined && !tabs.has(p.tab)) throw new Error(`${file}: placement ${p.key}: tab ${p.tab} is not one of the market's tabs`);
  // Every kind of creative appears, so every ad path of the pages has demo content.
  const kinds = new Set(parsed.data.campaigns.flatMap((c) => c.creatives.map((cr) => cr.kind)));
  for (const kind of ['image', 'html', 'native', 'video']) if (!kinds.has(kind as never)) throw new Error(`${file}: no ${kind} creative`);
  return parsed.data;
}

const DAY = 86_400_000;

/** The ids of a market's demo: a variant edition's are its own. */
export const adCampaignIdOf = (country: string, campaignKey: string) => `${country}-${campaignKey}`;
export const adPlacementIdOf = (country: string, placementKey: string) => `${country}:${placementKey}`;

/** The API bodies of a market's demo, each checked by the API's schema (throws naming the field). */
export function seedAdBodies(country: CountryCode, seed: SeedAds, now: number) {
  const where = (what: string, issues: z.core.$ZodIssue[]) => new Error(`ads.json of ${country}, ${what}: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const placements = seed.placements.map((p) => {
    const slot = p.key.split(':')[1]!;
    const body = AdPlacementBody.safeParse({
      country,
      placement: p.placement,
      position: p.position,
      ...(p.tab !== undefined && { tab: p.tab }),
      sizeClass: p.sizeClass,
      sizes: p.sizes,
      adRatio: { house: 1 },
      houseInventoryKey: `${country}/${p.page}/${slot}`,
      metaData: {},
      renderOnCondition: false,
      conditions: [],
      enableLadV2: false,
    });
    if (!body.success) throw where(`placement ${p.key}`, body.error.issues);
    return toModuleConfig(adPlacementIdOf(country, p.key), body.data);
  });
  const campaigns = seed.campaigns.map((c) => {
    const id = adCampaignIdOf(country, c.key);
    const body = AdCampaignBody.safeParse({
      country,
      name: c.name,
      sponsor: c.sponsor,
      weight: c.weight,
      frequencyCap: c.frequencyCap,
      startTime: now - c.startsDaysAgo * DAY,
      endTime: now + c.endsInDays * DAY,
      landingUrl: c.landingUrl,
      creatives: c.creatives.map(({ key: creativeKey, stream, ...cr }) => ({
        id: `${id}-${creativeKey}`,
        ...cr,
        ...(stream ? { videoUrl: `/media/video/${videoHash(stream)}/master.m3u8`, videoType: 'application/x-mpegURL' } : {}),
      })),
    });
    if (!body.success) throw where(`campaign ${c.key}`, body.error.issues);
    return toCampaignInput(id, body.data);
  });
  return { placements, campaigns };
}

export async function seedMarketAds(db: Database, country: CountryCode, seed: SeedAds | null, now: number): Promise<void> {
  if (!seed) return;
  const { placements, campaigns } = seedAdBodies(country, seed, now);
  for (const campaign of campaigns) await upsertCampaign(db, campaign, now);
  await replacePlacements(db, country, placements, now);
}

/**
 * Loads the demo ads into a state whose content predates them (migration 0044 applied to a database
 * already seeded): once, when no market has an ad module yet. Answers the markets it loaded.
 */
export async function seedDemoAdsIfMissing(db: Database, root: string, now: number): Promise<string[]> {
  const placed = await db.prepare('SELECT COUNT(*) AS n FROM ad_placements').first<{ n: number }>();
  if ((placed?.n ?? 0) > 0) return [];
  const markets: string[] = [];
  const sources: [CountryCode, SeedCountry][] = [...SEED_COUNTRIES.map((c) => [c, c] as [CountryCode, SeedCountry]), ...(Object.entries(SEED_VARIANTS) as [CountryCode, SeedCountry][])];
  for (const [country, source] of sources) {
    const seed = loadSeedAds(root, source);
    if (!seed) continue;
    await seedMarketAds(db, country, seed, now);
    markets.push(country);
  }
  return markets;
}

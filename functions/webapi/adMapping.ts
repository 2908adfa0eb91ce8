// Ad records → the wire shapes of schemas/ads.ts: the house ad a slot shows, campaigns as editors
// read and write them, placements, and the report (impressions, clicks and CTR per campaign,
// creative and slot).
import type { AdModuleConfig } from '#/domain/ads/types.ts';
import { localDate } from '#/domain/fortune/subjects.ts';
import { MARKETS, type CountryCode } from '#/markets.ts';
import type { AdCampaignInput, AdCampaignRecord, AdCreativeRecord, AdRollupRow } from '../db/ads.ts';
import type { AdCampaign, AdCampaignBody, AdPlacementBody, AdReport, HouseAd } from './schemas/ads.ts';

/** The market's day (yyyy-mm-dd in its time zone): frequency caps and rollups count per day. */
export function adMarketDay(country: CountryCode, now: number): string {
  return localDate(now, MARKETS[country].timeZone);
}

export const adClickPath = (token: string) => `/webapi/ads/click?token=${encodeURIComponent(token)}`;

/** The house ad of a drawn creative (image, HTML in a sandboxed frame, or a native card). */
export function toHouseAd(campaign: AdCampaignRecord, creative: AdCreativeRecord, token: string): HouseAd {
  const c = creative.content;
  const base = { token, kind: creative.kind, width: creative.width, height: creative.height, clickUrl: adClickPath(token), label: campaign.sponsor };
  switch (creative.kind) {
    case 'image':
      return { ...base, imageUrl: c.imageUrl, alt: c.alt };
    case 'html':
      return { ...base, frameUrl: `/webapi/ads/creative/${encodeURIComponent(creative.id)}/frame?token=${encodeURIComponent(token)}` };
    case 'native':
      return { ...base, native: { title: c.title ?? '', sponsor: campaign.sponsor, imageUrl: c.imageUrl ?? '', ...(c.summary ? { summary: c.summary } : {}) } };
    case 'video':
      return { ...base, vastUrl: `/webapi/ads/vast?country=${campaign.country}&unit=${encodeURIComponent(`${campaign.country}/video/preroll`)}` };
  }
}

export function toCampaignView(r: AdCampaignRecord): AdCampaign {
  return {
    id: r.id,
    country: r.country,
    name: r.name,
    sponsor: r.sponsor,
    weight: r.weight,
    frequencyCap: r.frequencyCap,
    startTime: r.startTime,
    endTime: r.endTime,
    landingUrl: r.landingUrl,
    targeting: r.targeting,
    creatives: r.creatives.map((cr) => ({ id: cr.id, kind: cr.kind, weight: cr.weight, width: cr.width, height: cr.height, ...cr.content, landingUrl: cr.landingUrl })),
    updatedTime: r.updatedTime,
  };
}

export function toCampaignInput(id: string, body: AdCampaignBody): AdCampaignInput {
  return {
    id,
    country: body.country,
    name: body.name,
    sponsor: body.sponsor,
    weight: body.weight,
    frequencyCap: body.frequencyCap,
    startTime: body.startTime,
    endTime: body.endTime,
    landingUrl: body.landingUrl,
    targeting: body.targeting,
    creatives: body.creatives.map(({ id: creativeId, kind, weight, width, height, landingUrl, ...content }) => ({
      id: creativeId,
      campaignId: id,
      kind,
      weight,
      width,
      height,
      content,
      landingUrl: landingUrl ?? null,
    })),
  };
}

/** A placement body as the shared module config, with the path's id. */
export function toModuleConfig(id: string, body: AdPlacementBody): AdModuleConfig {
  const { country: _market, ...config } = body;
  return { id, ...config };
}

type Line = { impressions: number; clicks: number; ctr: number; events: Record<string, number> };

function totals(rows: AdRollupRow[]): Line {
  const events: Record<string, number> = {};
  for (const r of rows) events[r.type] = (events[r.type] ?? 0) + r.count;
  const impressions = events.impression ?? 0;
  const clicks = events.click ?? 0;
  return { impressions, clicks, ctr: impressions ? Math.round((clicks / impressions) * 10_000) / 10_000 : 0, events };
}

function groupBy<K extends string>(rows: AdRollupRow[], key: (r: AdRollupRow) => K): Map<K, AdRollupRow[]> {
  const groups = new Map<K, AdRollupRow[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return groups;
}

export function toAdReport(country: string, from: string, to: string, rows: AdRollupRow[], names: ReadonlyMap<string, string>): AdReport {
  return {
    country,
    from,
    to,
    campaigns: [...groupBy(rows, (r) => r.campaignId)].map(([campaignId, rs]) => ({ campaignId, name: names.get(campaignId) ?? null, ...totals(rs) })),
    creatives: [...groupBy(rows, (r) => `${r.campaignId}\n${r.creativeId}`)].map(([, rs]) => ({ campaignId: rs[0]!.campaignId, creativeId: rs[0]!.creativeId, ...totals(rs) })),
    slots: [...groupBy(rows, (r) => r.slot)].map(([slot, rs]) => ({ slot, ...totals(rs) })),
  };
}

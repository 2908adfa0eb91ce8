// The house draw: among the running campaigns of a market, those whose targeting matches the
// request and whose frequency cap the reader has not reached, one by campaign weight, then one of
// its creatives of the wanted kinds (and sizes) by creative weight. Pure, with the randomness
// passed in; the routes read it from `adRandom`, which tests replace.
import { pickByWeight } from '#/domain/ads/draw.ts';
import type { AdCampaignRecord, AdCreativeKind, AdCreativeRecord, AdTargetDimension } from '../db/ads.ts';

/** The draw's randomness: tests replace `next` to pick a known campaign. */
export const adRandom = { next: (): number => Math.random() };

/** What the request says about the page; a dimension absent here is not checked (the VAST request carries none). */
export type AdRequestFacts = Partial<Record<AdTargetDimension, string | undefined>>;

export interface AdDrawInput {
  kinds: readonly AdCreativeKind[];
  facts: AdRequestFacts;
  /** Allowed sizes ("300x250"); native creatives fit any. Absent: every size. */
  sizes?: readonly string[];
  /** Today's impressions of the reader per campaign (empty without a reader). */
  impressions: ReadonlyMap<string, number>;
  random: () => number;
}

/** A campaign that targets a dimension the request carries matches only one of its values. */
export function matchesTargeting(campaign: Pick<AdCampaignRecord, 'targeting'>, facts: AdRequestFacts): boolean {
  return (Object.keys(facts) as AdTargetDimension[]).every((dimension) => {
    const wanted = campaign.targeting[dimension];
    if (wanted.length === 0) return true;
    const value = facts[dimension];
    return value !== undefined && wanted.includes(value);
  });
}

function fits(creative: AdCreativeRecord, input: AdDrawInput): boolean {
  if (!input.kinds.includes(creative.kind) || creative.weight <= 0) return false;
  return !input.sizes || creative.kind === 'native' || input.sizes.includes(`${creative.width}x${creative.height}`);
}

export function drawAd(campaigns: readonly AdCampaignRecord[], input: AdDrawInput): { campaign: AdCampaignRecord; creative: AdCreativeRecord } | null {
  const eligible = campaigns.flatMap((campaign) => {
    if (!matchesTargeting(campaign, input.facts)) return [];
    if (campaign.frequencyCap !== null && (input.impressions.get(campaign.id) ?? 0) >= campaign.frequencyCap) return [];
    const creatives = campaign.creatives.filter((c) => fits(c, input));
    return creatives.length ? [{ campaign, creatives }] : [];
  });
  const chosen = pickByWeight(eligible, (e) => e.campaign.weight, input.random);
  if (!chosen) return null;
  const creative = pickByWeight(chosen.creatives, (c) => c.weight, input.random);
  return creative ? { campaign: chosen.campaign, creative } : null;
}

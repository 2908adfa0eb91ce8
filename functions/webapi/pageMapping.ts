// Page records → the page and modules of schemas/content.ts.
import type { ModuleImage, PageResponse, RawModule, ShareProperties } from './schemas/content.ts';
import type { ModuleRecord, PageRecord } from '../db/pages.ts';
import { toListing } from './listingMapping.ts';
import type { ImageAlignment, RankingListView } from '#/domain/portal/moduleTypes.ts';
import { toPollSummary } from './pollMapping.ts';

export function toPage(record: PageRecord): PageResponse {
  const { page } = record;
  const pollById = new Map(record.polls.map((p) => [p.id, toPollSummary(p)]));
  return {
    id: page.id,
    pageId: page.id,
    urlPath: page.url_path,
    name: page.name,
    type: page.type,
    subType: page.sub_type,
    shareProperties: JSON.parse(page.share_json) as ShareProperties,
    updatedTime: page.updated_time,
    // content-spec §3: a page's subscription flag says it holds a subscribed-entity module.
    subscription: record.modules.some((m) => m.type === 'subscribedEntity'),
    modules: record.modules.map((m) => toModule(m, pollById)),
  };
}

/**
 * A module with its listings; a poll module (entity POLL) carries its poll, one holding several
 * carries them as multi.polls (those of its market, in order); ad-article listings come apart.
 */
function toModule(m: ModuleRecord, pollById: Map<number, RawModule['poll']>): RawModule {
  const props = JSON.parse(m.props_json) as { image?: ModuleImage; imageAlignment?: ImageAlignment; rankingListView?: RankingListView };
  const pollId = m.entity_type === 'POLL' && m.entity_id ? Number(m.entity_id) : null;
  return {
    id: m.id,
    type: m.type,
    title: m.title,
    source: m.source,
    viewType: m.view_type,
    entityType: m.entity_type,
    entityId: m.entity_id,
    anchorId: m.anchor_id,
    pollId,
    poll: pollId === null ? null : (pollById.get(pollId) ?? null),
    // Older rows have no banner type or default kind: the schema's defaults (auto, brand).
    image: props.image ? { bannerType: 'auto', defaultKind: 'brand', ...props.image } : null,
    // Display settings of list and ranking modules (content-spec §3), their defaults when unset.
    imageAlignment: props.imageAlignment ?? 'RIGHT',
    rankingListView: props.rankingListView ?? 'DEFAULT',
    listings: m.listings.map(toListing),
    multi: m.multiPollIds.length ? { polls: m.multiPollIds.flatMap((id) => pollById.get(id) ?? []) } : null,
    adArticleListings: m.adArticleListings.map(toListing),
  };
}

// Module types of content-spec §3.
export const MODULE_TYPES = [
  'poll',
  'grid',
  'thumbnailList',
  'showcase',
  'pcpCuration',
  'headline',
  'highlight',
  'carousel',
  'image',
  'breakingNewsListing',
  'tagListing',
  'trendingComment',
  'dramaList',
  'movieTrendingChart',
  'dramaTrendingChart',
  'subscribedEntity',
  'meritDate',
  'fortune',
  'luckyColor',
  'weather',
  'lottery',
  'election',
] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** Where a card's picture sits beside its text in a list module (content-spec §3): RIGHT by default. */
export const IMAGE_ALIGNMENTS = ['RIGHT', 'LEFT'] as const;
export type ImageAlignment = (typeof IMAGE_ALIGNMENTS)[number];

/**
 * How a ranking list shows its entries (content-spec §3): DEFAULT a compact list, DETAIL each entry
 * with its picture and summary. The movie and drama trending charts (issue #27) read it.
 */
export const RANKING_LIST_VIEWS = ['DEFAULT', 'DETAIL'] as const;
export type RankingListView = (typeof RANKING_LIST_VIEWS)[number];

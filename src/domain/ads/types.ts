// The ad layer's shapes (shell-spec §3–§5, §8–§9), shared by the first-party ad server, the pages
// that place ad modules, the browser's ad layer and the video player. Pure types and constants.

/**
 * The ad services a slot can be drawn for: the messenger-ad SDK (LAD) and its second version
 * (LAD2), Google Publisher Tag (GPT), GFP, and the portal's own ad server (`house`), which is one
 * more service in the draw and the only one that needs no third party.
 */
export const AD_SERVICES = ['lad', 'lad2', 'gpt', 'gfp', 'house'] as const;
export type AdService = (typeof AD_SERVICES)[number];

/** The weights of the draw, keyed as the spec's `adRatio` (LAD's key is `lap`). */
export interface AdRatio {
  lap?: number;
  lad2?: number;
  gpt?: number;
  gfp?: number;
  house?: number;
}

/** Allowed ad sizes (shell-spec §3). */
export const AD_SIZES = ['fluid', '1x1', '300x250', '300x600', '320x50', '320x100', '320x480', '336x280', '375x145', '375x150', '468x60', '640x535', '728x90'] as const;
export type AdSize = (typeof AD_SIZES)[number];

/** Size classes and the height each reserves (FLEX: flexible, null). */
export const SIZE_CLASS_HEIGHTS = { S: 50, M: 100, L: 250, FLEX: null } as const;
export type SizeClass = keyof typeof SIZE_CLASS_HEIGHTS;

/** Where a page puts an ad module. */
export const AD_PLACEMENTS = ['portal', 'listing', 'article', 'articleEnd', 'gallery', 'popup'] as const;
export type AdPlacementKind = (typeof AD_PLACEMENTS)[number];

export interface AdModuleMeta {
  /** false: no ad on a desktop. */
  isDesktopOn?: boolean;
  /** false: no ad inside the messaging app. */
  isLineEnvOn?: boolean;
  /** The placeholder's minimum height in px while the ad is drawn and loaded. */
  placeholderOn?: number;
  /** GPT slots refresh when the page comes back to the foreground. */
  foregroundRefresh?: boolean;
  /** Fallback labels: LAD → GPT and GFP → GPT on error. */
  ladFallback?: boolean;
  gfpFallback?: boolean;
}

/** A line-item condition: the slot shows only if one of these line items matched (3 s time-out). */
export interface AdCondition {
  lineItemIds: string[];
}

/** An ad module as placed on a page (shell-spec §3 "Ad module"), as `/webapi/ads/placements` answers it. */
export interface AdModuleConfig {
  /** The module id; its element id is `adModuleElementId(id)`. */
  id: string;
  placement: AdPlacementKind;
  /** portal: after the nth module; listing: after every nth item; article: after the nth paragraph; else 0. */
  position: number;
  /** popup: the portal tab (its url path) whose readers get the pop-up; no other placement has one. */
  tab?: string;
  sizeClass: SizeClass;
  sizes: AdSize[];
  adRatio: AdRatio;
  lapInventoryKey?: string;
  /** GPT unit path, e.g. /21800000/tw_portal_between. */
  gptInventoryKey?: string;
  gfpInventoryKey?: string;
  /** The first-party ad server's unit, e.g. tw/portal/between. */
  houseInventoryKey?: string;
  lapRsid?: string;
  /** GPT unit path asked when a third-party GPT creative signals empty (messenger or LIFF only). */
  passbackUnitPath?: string;
  metaData: AdModuleMeta;
  renderOnCondition: boolean;
  conditions: AdCondition[];
  enableLadV2: boolean;
}

/** The error codes of shell-spec §8. */
export const AD_ERROR_CODES = {
  invalidSlotSetting: 9,
  initialisedTwice: 11,
  handshakeTimeout: 107,
  emptyThirdPartyCreative: 108,
  ladFailure: 200,
  ladFallback: 201,
  messengerOnly: 202,
  messengerOnlyAlt: 403,
  lad2Error: 203,
  imaNotLoaded: 301,
  imaAdError: 304,
  gfpFailure: 402,
  gfpNoFallback: 404,
} as const;
export type AdErrorCode = (typeof AD_ERROR_CODES)[keyof typeof AD_ERROR_CODES];

/** The spec's messages, quoted exactly. */
export const AD_MESSAGES = {
  emptyResponse: 'ad response is empty',
  elementMissing: 'element id is not exist',
  poolFull: 'Ad Pool is full enough to generate more ids',
} as const;

/** Third-party SDK script addresses from configuration (Worker vars); an absent one never loads. */
export interface AdSdkConfig {
  gpt?: string;
  lad?: string;
  gfp?: string;
  ima?: string;
  /** The ad host the messenger-ad SDK's friendship calls go to (friendshipAddresses); absent: the content API's. */
  adHost?: string;
  /** amp-ad's `type` (e.g. doubleclick): set, AMP articles carry amp-ad with the same unit paths. */
  ampAdType?: string;
}

// The market table: every country code the portal answers to, as data. Code that differs per
// market reads a field here instead of testing the country code.

import { isCountryCode, type CountryCode } from '#/domain/routing/countryCodes.ts';
import type { ShareNetwork } from '#/domain/content/share.ts';
import type { MeritDateConfig } from '#/domain/meritDate/traditions.ts';
import type { LotteryGameId } from '#/domain/lottery/games.ts';

export { COUNTRY_CODES, isCountryCode, type CountryCode } from '#/domain/routing/countryCodes.ts';

/** Content languages of content-spec §1. */
export type ContentLanguage = 'zh-Hant' | 'id' | 'th' | 'ja';
/** Interface languages; `jp` is kept only as a locale folder for legacy files. */
export const INTERFACE_LANGUAGES = ['en', 'id', 'ja', 'th', 'zh_HK', 'zh_TW'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export interface MarketFeatures {
  /** Thai service agreement page gates visitors outside the messaging app. */
  agreementPage: boolean;
  /** hk: placeholder search bar above the portal. */
  topSearchBar: boolean;
  /** v2 paths redirect to v3 for migrated markets. */
  v3Migrated: boolean;
  /** Readers whose region (user info) is listed are logged out and sent to the region-restricted page. */
  restrictedRegions: readonly string[];
  /** Home link with the brand logo in the title bar. */
  homeButton: boolean;
  /** Always render the light theme. */
  forceLightTheme: boolean;
  /** Share links use /article/{hash} instead of /v2/article/{hash}. */
  rootArticleShareLink: boolean;
  /** Error screens show their button (home / sign in / retry). */
  redirectButton: boolean;
  /** Hide the title bar everywhere (shell-spec §2, "hide-title-bar configuration"). */
  hideTitleBar: boolean;
  /** Cloud-service edition: the frame carries the cloudService class. */
  cloudService: boolean;
}

/** Per-market settings of the page head and the title bar that are values, not switches. */
interface MarketConfig {
  /** Site-verification meta tags, name → content (e.g. google-site-verification). */
  siteVerification: Readonly<Record<string, string>>;
  /** Open-in-app banner target: the app's address + app id; null turns the banner off. */
  openInApp: { url: string; appId: string } | null;
  /**
   * Origins (https://host) of the third-party SDKs the market loads (ads, analytics): the only hosts
   * besides our own that the content security policy lets scripts come from (docs/decisions/0024).
   */
  scriptHosts: readonly string[];
  /** Social networks the share sheet offers, in order (src/domain/content/share.ts). */
  shareNetworks: readonly ShareNetwork[];
  /** Service pages (/v2/service/{serviceType}) the edition offers; others answer 'no page'. */
  servicePages: readonly ServiceType[];
  /** Weather (/v2/weather, the portal's weather module): the country's default location; null: no weather, 'no page'. */
  weather: { defaultLocationId: string } | null;
  /**
   * GPT unit path of the article video's pre-roll, requested through IMA where IMA is configured
   * (AD_IMA_SCRIPT); absent (tw sells its video inventory itself): the first-party pre-roll.
   */
  videoAdUnitPath?: string;
}

/** The service pages an edition can offer (content-spec §2 /v2/service/{serviceType}). */
export const SERVICE_TYPES = ['terms', 'privacy', 'about', 'region_restricted'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export interface Market {
  code: CountryCode;
  /** Name of the market in its own language, for the country selector. */
  name: string;
  /** Brand title shown in the title bar and page titles. */
  siteName: string;
  contentLanguage: ContentLanguage;
  defaultInterfaceLanguage: InterfaceLanguage;
  /** BCP 47 tag for `<html lang>`. */
  lang: string;
  timeZone: string;
  /** A main market (listed first in the selector) or an edition variant. */
  kind: 'main' | 'variant';
  features: MarketFeatures;
  config: MarketConfig;
  /** Auspicious dates (/v2/meritDate): the tradition that reads the market's days; null: no such pages. */
  meritDate: MeritDateConfig | null;
  /**
   * Fortune and lucky colour (content-spec §2 /v2/fortune/…, /v2/luckycolor/…; decision 0072): the
   * subject whose lucky colours the portal module and the image show. null: the market has neither,
   * and their routes answer 'no page'.
   */
  fortune: { luckyColorSubject: string } | null;
  /**
   * Lottery results (/v2/lottery…, decision 0071): the games the market's pages show, in order, and
   * the locale (with its calendar) draw dates are written in; null: no lottery pages ('no page').
   */
  lottery: { games: readonly LotteryGameId[]; dateLocale: string } | null;
  /**
   * Elections (/v2/election/…, decision 0079): the market covers its elections, with candidate pages,
   * live counting and the portal's counting module; null: its election routes answer 'no page'.
   */
  elections: { dateLocale: string } | null;
}

const baseFeatures: MarketFeatures = {
  agreementPage: false,
  topSearchBar: false,
  v3Migrated: false,
  restrictedRegions: [],
  homeButton: true,
  forceLightTheme: false,
  rootArticleShareLink: false,
  redirectButton: true,
  hideTitleBar: false,
  cloudService: false,
};

const baseConfig: MarketConfig = { siteVerification: {}, openInApp: null, scriptHosts: [], servicePages: SERVICE_TYPES, shareNetworks: ['line', 'facebook', 'x'], weather: null };

function market(
  m: Omit<Market, 'features' | 'config' | 'fortune' | 'lottery' | 'elections'> & {
    features?: Partial<MarketFeatures>;
    config?: Partial<MarketConfig>;
    fortune?: Market['fortune'];
    lottery?: Market['lottery'];
    elections?: Market['elections'];
  },
): Market {
  return { fortune: null, lottery: null, elections: null, ...m, features: { ...baseFeatures, ...m.features }, config: { ...baseConfig, ...m.config } };
}

export const MARKETS: Readonly<Record<CountryCode, Market>> = {
  tw: market({
    code: 'tw', name: '台灣', siteName: '今日新聞', contentLanguage: 'zh-Hant',
    defaultInterfaceLanguage: 'zh_TW', lang: 'zh-Hant-TW', timeZone: 'Asia/Taipei', kind: 'main',
    config: { openInApp: { url: 'https://liff.line.me', appId: '1654093283-TwTodayA' }, weather: { defaultLocationId: 'taipei' } },
    meritDate: { tradition: 'almanac', utcOffsetHours: 8 },
    fortune: { luckyColorSubject: 'chinese-zodiac' },
    lottery: { games: ['super-lotto', 'lotto-649', 'daily-cash-539'], dateLocale: 'zh-Hant-TW-u-ca-roc' },
    elections: { dateLocale: 'zh-Hant-TW' },
  }),
  hk: market({
    code: 'hk', name: '香港', siteName: '今日新聞', contentLanguage: 'zh-Hant',
    defaultInterfaceLanguage: 'zh_HK', lang: 'zh-Hant-HK', timeZone: 'Asia/Hong_Kong', kind: 'main',
    features: { topSearchBar: true },
    config: { openInApp: { url: 'https://liff.line.me', appId: '1654093284-HkTodayA' }, weather: { defaultLocationId: 'yau-tsim-mong' }, videoAdUnitPath: '/21800000/hk_video_preroll' },
    meritDate: { tradition: 'almanac', utcOffsetHours: 8 },
    fortune: { luckyColorSubject: 'chinese-zodiac' },
    lottery: { games: ['mark-six'], dateLocale: 'zh-Hant-HK' },
  }),
  id: market({
    code: 'id', name: 'Indonesia', siteName: 'Kabar Hari Ini', contentLanguage: 'id',
    defaultInterfaceLanguage: 'id', lang: 'id', timeZone: 'Asia/Jakarta', kind: 'main',
    config: { openInApp: { url: 'https://liff.line.me', appId: '1654093285-IdTodayA' }, shareNetworks: ['whatsapp', 'line', 'facebook', 'x'], weather: { defaultLocationId: 'jakarta' }, videoAdUnitPath: '/21800000/id_video_preroll' },
    meritDate: { tradition: 'weton', utcOffsetHours: 7 },
    fortune: { luckyColorSubject: 'zodiac' },
    elections: { dateLocale: 'id-ID' },
  }),
  th: market({
    code: 'th', name: 'ประเทศไทย', siteName: 'ข่าววันนี้', contentLanguage: 'th',
    defaultInterfaceLanguage: 'th', lang: 'th', timeZone: 'Asia/Bangkok', kind: 'main',
    features: { agreementPage: true, restrictedRegions: ['CN'] },
    config: { openInApp: { url: 'https://liff.line.me', appId: '1654093286-ThTodayA' }, shareNetworks: ['whatsapp', 'line', 'facebook', 'x'], weather: { defaultLocationId: 'bangkok' }, videoAdUnitPath: '/21800000/th_video_preroll' },
    meritDate: { tradition: 'thai', utcOffsetHours: 7 },
    fortune: { luckyColorSubject: 'weekday' },
    lottery: { games: ['thai-government'], dateLocale: 'th-TH-u-ca-buddhist' },
  }),
  ecjp: market({
    code: 'ecjp', name: '日本', siteName: 'きょうのニュース', contentLanguage: 'ja',
    defaultInterfaceLanguage: 'ja', lang: 'ja', timeZone: 'Asia/Tokyo', kind: 'variant',
    meritDate: null,
  }),
  ecid: market({
    code: 'ecid', name: 'Indonesia (Belanja)', siteName: 'Kabar Hari Ini', contentLanguage: 'id',
    defaultInterfaceLanguage: 'id', lang: 'id', timeZone: 'Asia/Jakarta', kind: 'variant',
    config: { shareNetworks: ['whatsapp', 'line', 'facebook', 'x'] },
    meritDate: null,
  }),
  ecth: market({
    code: 'ecth', name: 'ประเทศไทย (ช้อปปิ้ง)', siteName: 'ข่าววันนี้', contentLanguage: 'th',
    defaultInterfaceLanguage: 'th', lang: 'th', timeZone: 'Asia/Bangkok', kind: 'variant',
    config: { shareNetworks: ['whatsapp', 'line', 'facebook', 'x'] },
    meritDate: null,
  }),
  ectw: market({
    code: 'ectw', name: '台灣（購物）', siteName: '今日新聞', contentLanguage: 'zh-Hant',
    defaultInterfaceLanguage: 'zh_TW', lang: 'zh-Hant-TW', timeZone: 'Asia/Taipei', kind: 'variant',
    meritDate: null,
  }),
  spot: market({
    code: 'spot', name: '台灣（景點）', siteName: '今日新聞', contentLanguage: 'zh-Hant',
    defaultInterfaceLanguage: 'zh_TW', lang: 'zh-Hant-TW', timeZone: 'Asia/Taipei', kind: 'variant',
    features: { rootArticleShareLink: true, v3Migrated: true },
    meritDate: null,
  }),
  gcp: market({
    code: 'gcp', name: '台灣（雲端）', siteName: '今日新聞', contentLanguage: 'zh-Hant',
    defaultInterfaceLanguage: 'zh_TW', lang: 'zh-Hant-TW', timeZone: 'Asia/Taipei', kind: 'variant',
    features: { cloudService: true },
    meritDate: null,
  }),
};

export const DEFAULT_COUNTRY: CountryCode = 'tw';

/** The market for a code in any letter case, or undefined when the code is unknown. */
export function findMarket(code: string): Market | undefined {
  const lower = code.toLowerCase();
  return isCountryCode(lower) ? MARKETS[lower] : undefined;
}

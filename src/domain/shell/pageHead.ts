// Page-head defaults of shell-spec §2: the default meta tags and the pages that get
// alternate-language links.
import { INTERFACE_LANGUAGES, type Market } from '#/markets.ts';
import type { LaunchEnvironment } from './environment.ts';

/** Every market's share picture lives at /meta/{country}.png (public/meta), this size. */
export const META_IMAGE = { width: 1200, height: 630 } as const;
export const metaImagePath = (market: Market) => `/meta/${market.code}.png`;

export interface MetaTag {
  /** `property` for Open Graph tags, `name` for the rest. */
  attr: 'name' | 'property';
  key: string;
  content: string;
}

/**
 * The default meta tags. `url` is the page's own address when it has one: og:url states it (link
 * previews then point at the page); the market's home is only the default for pages without one.
 */
export function defaultMetaTags(input: { market: Market; home: string; title: string; description: string; keywords: string; url?: string }): MetaTag[] {
  const { market, home, title, description, keywords, url } = input;
  return [
    { attr: 'name', key: 'description', content: description },
    { attr: 'property', key: 'og:site_name', content: market.siteName },
    { attr: 'property', key: 'og:url', content: url ?? `${home}/${market.code}/v2` },
    { attr: 'property', key: 'og:title', content: title },
    { attr: 'property', key: 'og:image', content: `${home}${metaImagePath(market)}` },
    { attr: 'property', key: 'og:image:width', content: String(META_IMAGE.width) },
    { attr: 'property', key: 'og:image:height', content: String(META_IMAGE.height) },
    { attr: 'name', key: 'news_keywords', content: keywords },
    { attr: 'property', key: 'og:type', content: 'website' },
    { attr: 'name', key: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** Only these pages carry alternate-language links (shell-spec §2). */
const ALTERNATE_LANGUAGE_PAGES = [
  'fontsize', 'weather', 'weatherSearch', 'dramaTrending', 'entSearch', 'subscriptionSubscribed', 'subscriptionSearch',
] as const;
/** hreflang links (one per interface language, via ?locale=) for the listed pages; none elsewhere. */
export function alternateLinks(page: string | undefined, url: URL): { hreflang: string; href: string }[] {
  if (!page || !(ALTERNATE_LANGUAGE_PAGES as readonly string[]).includes(page)) return [];
  return INTERFACE_LANGUAGES.map((language) => {
    const href = new URL(url.pathname, url.origin);
    href.searchParams.set('locale', language);
    return { hreflang: language.replace('_', '-'), href: href.href };
  });
}

/**
 * The viewport meta tag. Shell-spec §2 disables zooming; that holds only inside the messaging app's
 * webviews (news tab, mini-app, in-app browser), where the app's own text size applies. In an
 * ordinary browser readers can always zoom (WCAG 1.4.4), so there the page allows it
 * (docs/decisions/0022). The page cache keeps the two apart: its key carries the environment class.
 */
export function viewportContent(launch: Pick<LaunchEnvironment, 'messagingApp'>): string {
  return launch.messagingApp
    ? 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover'
    : 'width=device-width, initial-scale=1, viewport-fit=cover';
}

// Which ad modules a page renders, and what each carries for the browser's ad layer. The page cache
// keeps one copy per launch environment (news tab, mini-app, messaging app, web: src/cache/cacheKey.ts)
// but not per device class, so the server applies adModuleAllowed's environment rules with the
// device left open; the desktop flag is applied where the device is known: in CSS for the first
// paint (AdModule.astro) and in the browser's ad layer.
import { adModuleAllowed } from '#/domain/ads/environment.ts';
import { reservedHeight } from '#/domain/ads/sizes.ts';
import type { AdModuleConfig, AdSdkConfig } from '#/domain/ads/types.ts';
import type { LaunchEnvironment } from '#/domain/shell/environment.ts';
import type { AdPageContext, BrowserAdSdk, RenderedAdPage } from '#/browser/ads/adContext.ts';
import type { GalleryAdModule } from '#/islands/GalleryAd.tsx';
import type { TFunction } from 'i18next';
import { env } from 'cloudflare:workers';
import { deploymentAdSdks } from '#/deploymentAds.ts';
import type { AdPlacements } from '#/loaders/loadAdPlacements.ts';
import type { ArticleAds } from '#/components/articleLeaves.ts';
import type { ArticleData } from '#functions/webapi/schemas/content.ts';

/** A listing's ad module and the page it is on (card lists place it every `position` cards). */
export interface ListingAd {
  config: AdModuleConfig;
  page: AdPageContext;
}

/** The modules this launch environment may show (the device rule is the browser's). */
export function allowedAdModules(modules: readonly AdModuleConfig[], launch: Pick<LaunchEnvironment, 'messagingApp' | 'liff'> | undefined): AdModuleConfig[] {
  const env = { device: 'mobile' as const, messenger: launch?.messagingApp ?? false, liff: launch?.liff ?? false };
  return modules.filter((m) => adModuleAllowed(m, env));
}

/** The module's reserved heights in px: on a phone or tablet, and on a desktop. */
export function reservedHeights(config: AdModuleConfig): { mobile: number; pc: number } {
  return { mobile: reservedHeight(config, 'mobile'), pc: reservedHeight(config, 'pc') };
}

/**
 * What the browser's adapters need of the deployment's SDK configuration, or null when no third-party
 * SDK is configured (the usual case: house ads only): the SDK addresses, the ad host (the
 * messenger-ad SDK's friendship calls) and the release channel (GPT's SRA and production labels).
 */
export function browserSdkConfig(sdk: AdSdkConfig, releaseChannel?: string): BrowserAdSdk | null {
  const picked = { ...(sdk.gpt && { gpt: sdk.gpt }), ...(sdk.lad && { lad: sdk.lad }), ...(sdk.gfp && { gfp: sdk.gfp }) };
  if (!Object.keys(picked).length) return null;
  return { ...picked, ...(sdk.adHost && { adHost: sdk.adHost }), ...(releaseChannel !== undefined && { channel: releaseChannel }) };
}

/**
 * Whether a listing ad follows the card at `index` of a window starting at `offset`: after every
 * `every`th card of the whole listing (load-more's windows continue the count), never after a
 * list's last card.
 */
export function adAfterCard(offset: number, index: number, count: number, every: number): boolean {
  if (!Number.isInteger(every) || every < 1 || index >= count - 1) return false;
  return (offset + index + 1) % every === 0;
}

/** The deployment's SDKs for the page's modules (the Worker's vars). */
export function pageSdkConfig(): ReturnType<typeof browserSdkConfig> {
  return browserSdkConfig(deploymentAdSdks(), env.RELEASE_CHANNEL);
}

/** The gallery viewer's ad module (its props: the viewer renders AdModule.astro's markup itself). */
export function galleryAdModule(config: AdModuleConfig, page: RenderedAdPage, t: TFunction): GalleryAdModule {
  const sdk = pageSdkConfig();
  return {
    config,
    page,
    height: reservedHeight(config, 'mobile'),
    label: t('ads.label'),
    sponsoredBy: t('ads.sponsoredBy', { sponsor: '{{sponsor}}' }),
    ...(sdk && { sdk: JSON.stringify(sdk) }),
  };
}

/** An article's ad modules for this launch environment, and the article's ad context (shell-spec §3). */
export function articleAds(placements: AdPlacements, data: Pick<ArticleData, 'id' | 'title' | 'categoryName' | 'publisher' | 'urlPath' | 'contentType' | 'tags'>, launch: Pick<LaunchEnvironment, 'messagingApp' | 'liff'> | undefined): ArticleAds {
  return {
    body: allowedAdModules(placements.article, launch),
    end: allowedAdModules(placements.articleEnd, launch),
    gallery: allowedAdModules(placements.gallery, launch)[0],
    page: {
      pageType: 'article',
      routeName: 'article',
      category: data.categoryName,
      article: {
        id: String(data.id),
        title: data.title,
        categoryName: data.categoryName,
        publisher: data.publisher.name,
        publisherId: data.publisher.id,
        pageUrlPath: data.urlPath,
        contentType: data.contentType,
        adTags: data.tags,
        brandSafetyCategories: [],
      },
    },
  };
}

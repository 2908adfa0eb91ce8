// The follow button's strings and the entity rows' (src/components/reader/EntityRows.astro), read
// on the server; the button gets its own as props (no i18next in the islands).
import type { TFunction } from 'i18next';
import type { FollowLabels } from '#/islands/FollowButton.island.tsx';
import type { SubscribableType } from '#/domain/content/subscriptions.ts';
import { SUBSCRIPTION_LIMIT } from '#/domain/content/subscriptions.ts';

export interface EntityListLabels {
  follow: FollowLabels;
  types: Record<SubscribableType, string>;
  /** '… {{name}}' */
  newestFrom: string;
}

export function entityListLabels(t: TFunction): EntityListLabels {
  return {
    follow: { follow: t('follow.follow'), following: t('follow.following'), followName: t('follow.followName', { name: '{{name}}' }), failed: t('follow.failed'), limit: t('follow.limit', { limit: SUBSCRIPTION_LIMIT }) },
    types: { CP: t('follow.types.CP'), PROFILE: t('follow.types.PROFILE'), TAG: t('follow.types.TAG') },
    newestFrom: t('follow.subscribed.newestFrom', { name: '{{name}}' }),
  };
}

/** The texts of a follow page's reader part (what they follow, their search): loading, failure, retry, and the sign-in prompt returning to `here`. */
export function followPartTexts(t: TFunction, loginPath: string, here: string) {
  return {
    loading: t('follow.loading'),
    failed: t('follow.loadFailed'),
    retry: t('follow.retry'),
    prompt: { message: t('follow.signedOut'), signIn: t('follow.signIn'), href: `${loginPath}?callback=${encodeURIComponent(here)}` },
  };
}

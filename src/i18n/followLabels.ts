// The follow islands' strings, read on the server and passed as props (no i18next in the islands).
import type { TFunction } from 'i18next';
import type { EntityListLabels } from '#/islands/EntityList.tsx';
import { SUBSCRIPTION_LIMIT } from '#/domain/content/subscriptions.ts';

export function entityListLabels(t: TFunction): EntityListLabels {
  return {
    follow: { follow: t('follow.follow'), following: t('follow.following'), followName: t('follow.followName', { name: '{{name}}' }), failed: t('follow.failed'), limit: t('follow.limit', { limit: SUBSCRIPTION_LIMIT }) },
    types: { CP: t('follow.types.CP'), PROFILE: t('follow.types.PROFILE'), TAG: t('follow.types.TAG') },
    newestFrom: t('follow.subscribed.newestFrom', { name: '{{name}}' }),
  };
}

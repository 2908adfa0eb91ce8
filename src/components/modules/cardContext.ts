// What the React card needs to render like ArticleCard.astro: market, media host, badge labels.
import type { TFunction } from 'i18next';
import type { Market } from '#/markets.ts';
import { BADGE_TYPES, type BadgeType } from '#/domain/article/contentTypes.ts';
import type { CardContext } from '#/components/react/ArticleCardView.tsx';

export function cardContext(market: Market, mediaBase: string, t: TFunction): CardContext & { country: Market['code'] } {
  const labels = Object.fromEntries(
    BADGE_TYPES.filter((b): b is Exclude<BadgeType, 'CUSTOM'> => b !== 'CUSTOM').map((b) => [b, t(`portal.badge.${b}`)]),
  ) as Record<Exclude<BadgeType, 'CUSTOM'>, string>;
  return { country: market.code, lang: market.lang, timeZone: market.timeZone, mediaBase, badgeLabels: labels };
}

// Which badge a card shows: the article's own badge; an advertorial without one shows AD_ARTICLE.
// AD_ARTICLE is grey, the others use the accent colour (content-spec §3); CUSTOM carries its label.
import { BADGE_COLOUR, type BadgeType } from './contentTypes.ts';
import type { ArticleCard } from '#functions/webapi/schemas/content.ts';

interface CardBadge {
  type: BadgeType;
  /** Only CUSTOM badges bring their own text; the others are translated by type. */
  customLabel: string | null;
  grey: boolean;
}

export function cardBadge(card: Pick<ArticleCard, 'badge' | 'subType'>): CardBadge | null {
  const type = card.badge?.type ?? (card.subType === 'ADVERTORIAL' ? 'AD_ARTICLE' : null);
  if (!type) return null;
  const customLabel = type === 'CUSTOM' ? (card.badge?.label ?? null) : null;
  if (type === 'CUSTOM' && !customLabel) return null;
  return { type, customLabel, grey: BADGE_COLOUR[type] === 'GREY' };
}

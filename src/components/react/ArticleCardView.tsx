// The article card as islands render it: the same markup and classes as ArticleCard.astro.
import { cardBadge } from '#/domain/article/cardBadge.ts';
import type { BadgeType } from '#/domain/article/contentTypes.ts';
import { formatPublishTime, isoInTimeZone } from '#/domain/shell/formatTime.ts';
import { imageSrcSet, imageUrl } from '#/domain/article/imageUrl.ts';
import type { ArticleCard } from '#functions/webapi/schemas/content.ts';

export interface CardContext {
  country: string;
  lang: string;
  timeZone: string;
  mediaBase: string;
  badgeLabels: Readonly<Record<Exclude<BadgeType, 'CUSTOM'>, string>>;
}

export function ArticleCardView({ card, ctx, variant }: { card: ArticleCard; ctx: CardContext; variant: 'grid' | 'showcase' }) {
  const badge = cardBadge(card);
  const badgeText = badge ? (badge.customLabel ?? ctx.badgeLabels[badge.type as Exclude<BadgeType, 'CUSTOM'>]) : null;
  return (
    <a className={`card card--${variant}`} href={`/${ctx.country}/v2/article/${card.urlPath}`} data-article-hash={card.hash}>
      <div className="card__media">
        {card.thumbnail && (
          <img
            src={imageUrl(ctx.mediaBase, card.thumbnail.hash, variant === 'showcase' ? 'w644' : 'w280')}
            srcSet={imageSrcSet(ctx.mediaBase, card.thumbnail.hash)}
            sizes={variant === 'showcase' ? '(min-width: 768px) 640px, 100vw' : '(min-width: 768px) 260px, 50vw'}
            alt=""
            width={644}
            height={362}
            loading="lazy"
            decoding="async"
          />
        )}
        {card.thumbnail?.type === 'VIDEO' && <span className="card__play" aria-hidden="true"></span>}
      </div>
      <div className="card__body">
        {badge && (
          <span className={badge.grey ? 'badge badge--grey' : 'badge'} data-badge={badge.type}>
            {badgeText}
          </span>
        )}
        <h3 className="card__title">{card.title}</h3>
        <p className="card__meta">
          <span>{card.publisher.name}</span>
          <time dateTime={isoInTimeZone(card.publishTime, ctx.timeZone)}>
            {formatPublishTime(card.publishTime, { lang: ctx.lang, timeZone: ctx.timeZone })}
          </time>
        </p>
      </div>
    </a>
  );
}

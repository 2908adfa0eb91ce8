// Where portal items lead, by the route table of content-spec §2, in the market's canonical namespace.
import type { EntityItem } from '#functions/webapi/schemas/content.ts';
import type { Market } from '#/markets.ts';
import { marketPath } from '#/domain/routing/marketPaths.ts';

type MarketRef = Pick<Market, 'code' | 'features'>;

export function entityHref(market: MarketRef, item: Pick<EntityItem, 'entityType' | 'urlPath'>): string {
  switch (item.entityType) {
    case 'DRAMA':
      return marketPath(market, `/drama/${item.urlPath}`);
    case 'MOVIE':
      return marketPath(market, `/movie/${item.urlPath}/`);
    case 'CP':
      return marketPath(market, `/publisher/${item.urlPath}`);
  }
}

export const pollHref = (market: MarketRef, urlPath: string, optionIndex?: number) =>
  optionIndex === undefined ? marketPath(market, `/poll/${urlPath}`) : marketPath(market, `/poll/${urlPath}/option/${optionIndex}`);

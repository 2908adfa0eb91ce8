// Where portal items lead, by the route table of content-spec §2.
import type { EntityItem } from '#functions/webapi/schemas/content.ts';

export function entityHref(country: string, item: Pick<EntityItem, 'entityType' | 'urlPath'>): string {
  switch (item.entityType) {
    case 'DRAMA':
      return `/${country}/v2/drama/${item.urlPath}`;
    case 'MOVIE':
      return `/${country}/v2/movie/${item.urlPath}/`;
    case 'CP':
      return `/${country}/v2/publisher/${item.urlPath}`;
  }
}

export const pollHref = (country: string, urlPath: string, optionIndex?: number) =>
  optionIndex === undefined ? `/${country}/v2/poll/${urlPath}` : `/${country}/v2/poll/${urlPath}/option/${optionIndex}`;

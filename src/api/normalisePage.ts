// Page answers as islands and pages use them: a module's raw `listings` becomes `listing` (default []),
// and every listing carries its entity and comment arrays (default []).
import type { CommentItem, EntityItem, ListingResponse, PageResponse, RawModule } from '#functions/webapi/schemas/content.ts';

export type Listing = ListingResponse & { entities: EntityItem[]; comments: CommentItem[] };
export type Module = Omit<RawModule, 'listings'> & { listing: Listing[] };
export type Page = Omit<PageResponse, 'modules'> & { modules: Module[] };

export function normaliseListing(raw: ListingResponse): Listing {
  return { ...raw, entities: raw.entities ?? [], comments: raw.comments ?? [] };
}

export function normaliseModule(raw: RawModule): Module {
  const { listings, ...rest } = raw;
  return { ...rest, listing: (listings ?? []).map(normaliseListing) };
}

export function normalisePage(raw: PageResponse): Page {
  return { ...raw, modules: raw.modules.map(normaliseModule) };
}

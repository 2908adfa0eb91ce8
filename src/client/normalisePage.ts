// Page answers as islands and pages use them: a module's raw `listings` becomes `listing` (default []).
import type { ListingResponse, PageResponse, RawModule } from '../domain/webapiTypes.ts';

export type Module = Omit<RawModule, 'listings'> & { listing: ListingResponse[] };
export type Page = Omit<PageResponse, 'modules'> & { modules: Module[] };

export function normaliseModule(raw: RawModule): Module {
  const { listings, ...rest } = raw;
  return { ...rest, listing: listings ?? [] };
}

export function normalisePage(raw: PageResponse): Page {
  return { ...raw, modules: raw.modules.map(normaliseModule) };
}

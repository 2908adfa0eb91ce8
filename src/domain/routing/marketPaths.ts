// Links inside a market are written in its canonical namespace: v3 for markets migrated to it
// (`v3Migrated` in src/markets.ts), else v2. Writing them so saves every click a v2 → v3 redirect.
import type { Market } from '#/markets.ts';
import type { Namespace } from './routes.ts';

export function canonicalNamespace(market: Pick<Market, 'features'>): Namespace {
  return market.features.v3Migrated ? 'v3' : 'v2';
}

/** /{country}/{ns}{path} for a path that starts with '/'. */
export function marketPath(market: Pick<Market, 'code' | 'features'>, path: string): string {
  return `/${market.code}/${canonicalNamespace(market)}${path}`;
}

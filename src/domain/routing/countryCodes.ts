// The country codes the portal answers to. Kept apart from the market table (src/markets.ts) so
// browser code can check a code without shipping the whole table.
export const COUNTRY_CODES = ['tw', 'hk', 'id', 'th', 'ecjp', 'ecid', 'ecth', 'ectw', 'spot', 'gcp'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

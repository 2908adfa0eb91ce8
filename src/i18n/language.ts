// Which interface language a request gets: the locale cookie, else the market's default, else the
// best match of the browser's Accept-Language, else English.
import { INTERFACE_LANGUAGES, type InterfaceLanguage, type Market } from '#/markets.ts';

const BY_PREFIX: ReadonlyArray<[RegExp, InterfaceLanguage]> = [
  [/^zh-(hk|mo)\b/i, 'zh_HK'],
  [/^zh\b/i, 'zh_TW'],
  [/^(ja|jp)\b/i, 'ja'],
  [/^(id|in)\b/i, 'id'],
  [/^th\b/i, 'th'],
  [/^en\b/i, 'en'],
];

export function languageFromAcceptLanguage(header: string | null): InterfaceLanguage {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) || 0 };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const hit = BY_PREFIX.find(([pattern]) => pattern.test(tag));
    if (hit) return hit[1];
  }
  return 'en';
}

/** The locale cookie when it names a supported language, else the market's default, else the browser's. */
export function resolveLanguage(
  market: Market | undefined,
  localeCookie: string | undefined,
  acceptLanguage: string | null,
): InterfaceLanguage {
  if (localeCookie && isInterfaceLanguage(localeCookie)) return localeCookie;
  return market?.defaultInterfaceLanguage ?? languageFromAcceptLanguage(acceptLanguage);
}

export function isInterfaceLanguage(value: string): value is InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

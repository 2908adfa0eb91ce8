// One i18next instance for the server; each request takes a fixed `t` for its language
// (requests are concurrent, so the instance's own language is never changed).
// The strings never change while the isolate runs, so each language's `t` remembers what it
// answered: a page asks for the same labels on every render, and i18next's lookup (fallbacks,
// interpolation) costs far more than a Map read.
import i18next, { type TFunction } from 'i18next';
import type { InterfaceLanguage } from '#/markets.ts';
import { DEFAULT_NAMESPACE, I18NEXT_CODE, resources } from './resources.ts';
import { boundedMemo } from '#/domain/boundedMemo.ts';

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: 'en',
  fallbackLng: { 'zh-HK': ['zh-TW', 'en'], default: ['en'] },
  ns: [DEFAULT_NAMESPACE],
  defaultNS: DEFAULT_NAMESPACE,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Per language, at most this many remembered answers (values interpolated per article vary). */
const REMEMBERED = 2_000;

const isPrimitive = (v: unknown) => v === undefined || v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * The memo key of a call, or null when its answer is not remembered: anything but a string key
 * with no options or with options of plain values (and the interpolation settings); never an
 * answer that is an object.
 */
function memoKey(args: unknown[]): string | null {
  const [key, options, ...more] = args;
  if (typeof key !== 'string' || more.length > 0) return null;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  for (const [name, value] of Object.entries(options)) {
    if (name === 'returnObjects' || name === 'lng' || name === 'lngs' || name === 'ns') return null;
    if (isPrimitive(value)) continue;
    if (name === 'interpolation' && typeof value === 'object' && Object.values(value as object).every(isPrimitive)) continue;
    return null;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

const translators = new Map<InterfaceLanguage, TFunction>();

export function translator(language: InterfaceLanguage): TFunction {
  let t = translators.get(language);
  if (!t) {
    const fixed = instance.getFixedT(I18NEXT_CODE[language], DEFAULT_NAMESPACE) as unknown as (...args: unknown[]) => unknown;
    const answers = boundedMemo<unknown>(REMEMBERED);
    t = ((...args: unknown[]) => {
      const key = memoKey(args);
      return key === null ? fixed(...args) : answers.get(key, () => fixed(...args), (answer) => typeof answer === 'string');
    }) as unknown as TFunction;
    translators.set(language, t);
  }
  return t;
}

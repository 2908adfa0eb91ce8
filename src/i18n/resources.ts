// Interface strings, bundled at build time from locales/<lang>/<feature>.json.
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '#/markets.ts';

export const DEFAULT_NAMESPACE = 'common';

/** i18next language codes for the interface languages (i18next expects '-', the folders use '_'). */
export const I18NEXT_CODE: Readonly<Record<InterfaceLanguage, string>> = {
  en: 'en',
  id: 'id',
  ja: 'ja',
  th: 'th',
  zh_HK: 'zh-HK',
  zh_TW: 'zh-TW',
};

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

/**
 * Feature files: every file of the English folder (the one the typed keys come from), so a new
 * feature's strings need no list; all merge into the one namespace, each under its own top-level keys.
 */
const FEATURES = Object.keys(files).flatMap((path) => /^\.\.\/\.\.\/locales\/en\/([\w-]+)\.json$/.exec(path)?.[1] ?? []);

/** Locale names the spec lists that are spellings of another folder: 'jp' is Japanese, stored once as 'ja'. */
const LOCALE_ALIASES: Readonly<Record<string, string>> = { jp: 'ja' };

/** One locale file; a missing one fails as a missing module does (content-spec §8). */
export function localeFile(language: string, feature: string): Record<string, unknown> {
  const data = files[`../../locales/${LOCALE_ALIASES[language] ?? language}/${feature}.json`];
  if (!data) throw new Error(`Cannot find module './locales/${language}/${feature}.json'`);
  return data;
}

export const resources = Object.fromEntries(
  INTERFACE_LANGUAGES.map((language) => [
    I18NEXT_CODE[language],
    { [DEFAULT_NAMESPACE]: Object.assign({}, ...FEATURES.map((feature) => localeFile(language, feature))) },
  ]),
);

// Interface strings, bundled at build time from locales/<lang>/<feature>.json.
import en from '../../locales/en/common.json';
import id from '../../locales/id/common.json';
import ja from '../../locales/ja/common.json';
import th from '../../locales/th/common.json';
import zhHK from '../../locales/zh_HK/common.json';
import zhTW from '../../locales/zh_TW/common.json';
import type { InterfaceLanguage } from '../markets.ts';

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

export const resources = {
  en: { common: en },
  id: { common: id },
  ja: { common: ja },
  th: { common: th },
  'zh-HK': { common: zhHK },
  'zh-TW': { common: zhTW },
} as const;

// One i18next instance for the server; each request takes a fixed `t` for its language
// (requests are concurrent, so the instance's own language is never changed).
import i18next, { type TFunction } from 'i18next';
import type { InterfaceLanguage } from '#/markets.ts';
import { DEFAULT_NAMESPACE, I18NEXT_CODE, resources } from './resources.ts';

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

export function translator(language: InterfaceLanguage): TFunction {
  return instance.getFixedT(I18NEXT_CODE[language], DEFAULT_NAMESPACE);
}

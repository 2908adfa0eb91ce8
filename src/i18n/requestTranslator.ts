// The translator of the current request: its interface language (locale cookie or market default).
import type { TFunction } from 'i18next';
import type { Market } from '#/markets.ts';
import { translator } from './i18n.ts';

export function requestTranslator(locals: App.Locals, market: Market | undefined): TFunction {
  return translator(locals.language ?? market?.defaultInterfaceLanguage ?? 'en');
}

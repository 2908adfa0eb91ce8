import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translator } from '#/i18n/i18n.ts';
import { languageFromAcceptLanguage, resolveLanguage } from '#/i18n/language.ts';
import { MARKETS } from '#/markets.ts';

const LOCALES = join(import.meta.dirname, '../../../locales');
const keys = (obj: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('interface strings', () => {
  const languages = readdirSync(LOCALES).sort();

  it('exist for every language the spec names', () => {
    expect(languages).toEqual(['en', 'id', 'ja', 'th', 'zh_HK', 'zh_TW']);
  });

  it('have the same keys in every language, none empty', () => {
    for (const feature of readdirSync(join(LOCALES, 'en'))) {
      const en = keys(JSON.parse(readFileSync(join(LOCALES, 'en', feature), 'utf8'))).sort();
      for (const lang of languages) {
        const data = JSON.parse(readFileSync(join(LOCALES, lang, feature), 'utf8'));
        expect(keys(data).sort(), `${lang}/${feature}`).toEqual(en);
      }
    }
  });

  it('translate per request language with interpolation', () => {
    expect(translator('zh_TW')('error.noPage')).toBe('沒有這個頁面');
    expect(translator('id')('article.byline', { author: 'Rina' })).toBe('Oleh Rina');
    expect(translator('en')('error.notFound')).toBe('This page could not be found');
  });

  it('answer repeated calls from memory with what the first call answered', () => {
    const t = translator('id');
    expect(translator('id')).toBe(t);
    for (let i = 0; i < 2; i++) {
      expect(t('article.byline', { author: 'Rina' })).toBe('Oleh Rina');
      expect(t('article.byline', { author: 'Budi' })).toBe('Oleh Budi');
      expect(translator('zh_TW')('error.noPage')).toBe('沒有這個頁面');
      // Raw placeholders stay for an island to fill.
      expect(translator('en')('reactions.total', { n: '{{n}}' })).toContain('{{n}}');
    }
    // Answers that are objects are never shared between calls.
    const points = translator('th')('agreement.points', { returnObjects: true }) as unknown as string[];
    expect(Array.isArray(points)).toBe(true);
    expect(translator('th')('agreement.points', { returnObjects: true })).not.toBe(points);
  });

  it('pick the interface language from Accept-Language', () => {
    expect(languageFromAcceptLanguage('zh-HK,zh;q=0.9')).toBe('zh_HK');
    expect(languageFromAcceptLanguage('th-TH,th;q=0.9,en;q=0.5')).toBe('th');
    expect(languageFromAcceptLanguage('fr-FR,ja;q=0.4')).toBe('ja');
    expect(languageFromAcceptLanguage(null)).toBe('en');
  });

  it('take the locale cookie first, then the market default', () => {
    expect(resolveLanguage(MARKETS.th, 'en', 'th')).toBe('en');
    expect(resolveLanguage(MARKETS.th, 'xx', null)).toBe('th');
    expect(resolveLanguage(MARKETS.hk, undefined, 'en')).toBe('zh_HK');
    expect(resolveLanguage(undefined, undefined, 'id-ID')).toBe('id');
  });
});

describe('locale files', () => {
  it('fail with "Cannot find module" when a language file is missing', async () => {
    const { localeFile } = await import('#/i18n/resources.ts');
    expect(() => localeFile('xx', 'common')).toThrow(/^Cannot find module/);
    // 'jp' (a spelling the spec lists) reads the Japanese files.
    expect(localeFile('jp', 'common')).toBe(localeFile('ja', 'common'));
  });
});

// Service pages over HTTP: every service page each edition offers answers in the edition's
// language and is linked from the footer; a type the edition does not offer is 'no page'.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, MARKETS } from '#/markets.ts';
import { http } from '../helpers/workerHttp.ts';

const TITLES: Record<string, string> = { 'zh-Hant': '服務條款', id: 'Ketentuan layanan', th: 'ข้อกำหนดการใช้บริการ', ja: '利用規約' };

describe('service pages', () => {
  for (const code of COUNTRY_CODES) {
    const market = MARKETS[code];
    it(`${code}: every offered service page answers, in the edition's language, linked from the footer`, async () => {
      const ns = market.features.v3Migrated ? 'v3' : 'v2';
      const portal = await http(`/${code}/${ns}/tab`, { headers: { cookie: 'agreementPassed=1' } });
      for (const type of market.config.servicePages) {
        const page = await http(`/${code}/${ns}/service/${type}`);
        expect(page.status, `${code} ${type}`).toBe(200);
        expect(page.text).toContain(`data-service="${type}"`);
        if (type !== 'region_restricted') expect(portal.text).toContain(`href="/${code}/${ns}/service/${type}"`);
      }
      const terms = await http(`/${code}/${ns}/service/terms`);
      expect(terms.text).toContain(TITLES[market.contentLanguage]!);
      const unknown = await http(`/${code}/${ns}/service/cookies`);
      expect(unknown.status).toBe(404);
      expect(unknown.text).toContain('data-error-screen="no page"');
    });
  }
});

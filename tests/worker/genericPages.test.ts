// Generic pages of the page table over HTTP: the whole page with its modules, a section that opens
// at its module, one module alone, and 'no page' for what the page table does not have.
import { describe, expect, it } from 'vitest';
import { http } from '../helpers/workerHttp.ts';

const moduleIds = (html: string) => [...html.matchAll(/<section[^>]*data-module-id="(\d+)"/g)].map((m) => Number(m[1]));

describe('generic pages', () => {
  it('renders a page of the page table with its modules, a section, and a module alone', async () => {
    const tab = await http('/tw/v2/tab/top');
    const whole = await http('/tw/v2/page/top');
    expect(whole.status).toBe(200);
    expect(whole.text).toContain('data-generic-page="top"');
    const ids = moduleIds(whole.text);
    expect(ids.length).toBeGreaterThan(3);
    expect(ids).toEqual(moduleIds(tab.text));

    // A module's own anchor id (not the fallback id every module gets) names a section.
    const anchor = [...whole.text.matchAll(/<section[^>]*\bid="([^"]+)"[^>]*data-module-id/g)].map((m) => m[1]!).find((id) => !/^module-\d+-anchor$/.test(id))!;
    const section = await http(`/tw/v2/page/top/${anchor}`);
    expect(section.status).toBe(200);
    expect(section.text).toContain(`data-scroll-anchor="${anchor}"`);

    const single = await http(`/tw/v2/page/top/module/${ids[1]}`);
    expect(single.status).toBe(200);
    expect(moduleIds(single.text)).toEqual([ids[1]]);
  });

  it("answers 'no page' for an unknown page, section or module (and a module of another page)", async () => {
    const other = moduleIds((await http('/tw/v2/page/sports')).text)[0]!;
    for (const path of ['/tw/v2/page/no-such-page', '/tw/v2/page/top/no-such-section', '/tw/v2/page/top/module/999999', `/tw/v2/page/top/module/${other}`]) {
      const res = await http(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('data-error-screen="no page"');
    }
  });
});

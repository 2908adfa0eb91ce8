// Draws the default share pictures public/meta/{country}.png (1200×630, shell-spec §2): the brand
// mark, the site name and the edition. Output is committed; rerun after changing a market's name.
// `node scripts/make-meta-images.ts`
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { META_IMAGE } from '#/domain/shell/pageHead.ts';
import { COUNTRY_CODES, MARKETS } from '#/markets.ts';
import { ROOT } from './projectRoot.ts';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function metaSvg(siteName: string, edition: string): string {
  const { width: W, height: H } = META_IMAGE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#06c755"/><stop offset="1" stop-color="#03823d"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <circle cx="1040" cy="90" r="220" fill="#ffffff" opacity="0.08"/><circle cx="1120" cy="560" r="160" fill="#ffffff" opacity="0.06"/>
  <rect x="96" y="150" width="150" height="150" rx="36" fill="#ffffff"/>
  <path d="M136 195h70M136 225h70M136 255h44" stroke="#03823d" stroke-width="13" stroke-linecap="round"/>
  <text x="96" y="420" font-family="Noto Sans CJK TC, Noto Sans CJK JP, Noto Sans Thai, Noto Sans, DejaVu Sans, sans-serif" font-weight="700" font-size="96" fill="#ffffff">${escape(siteName)}</text>
  <text x="100" y="500" font-family="Noto Sans CJK TC, Noto Sans CJK JP, Noto Sans Thai, Noto Sans, DejaVu Sans, sans-serif" font-size="40" fill="#e6fff0">${escape(edition)}</text>
</svg>`;
}

const dir = join(ROOT, 'public', 'meta');
mkdirSync(dir, { recursive: true });
for (const code of COUNTRY_CODES) {
  const m = MARKETS[code];
  await sharp(Buffer.from(metaSvg(m.siteName, m.name))).png({ compressionLevel: 9, palette: true }).toFile(join(dir, `${code}.png`));
  console.log(`public/meta/${code}.png`);
}

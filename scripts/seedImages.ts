// Generated demo pictures: a seeded landscape, skyline or still life drawn as SVG and rendered
// with sharp at every stored size. Nothing is downloaded.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_SIZES, IMAGE_SIZE_BOX } from '#/domain/article/imageUrl.ts';

function rng(seed: string): () => number {
  let h = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    return ((h >>> 0) % 100000) / 100000;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`;

/** A 1200×675 scene, different for every key. */
export function sceneSvg(key: string): string {
  const r = rng(key);
  const hue = r() * 360;
  const W = 1200;
  const H = 675;
  const parts: string[] = [];
  const kind = Math.floor(r() * 3);
  parts.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 62)}"/><stop offset="1" stop-color="${hsl(hue + 40, 70, 85)}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="${200 + r() * 800}" cy="${90 + r() * 120}" r="${40 + r() * 50}" fill="${hsl(hue + 180, 90, 92)}" opacity="0.9"/>`,
  );
  if (kind === 0) {
    for (let layer = 0; layer < 3; layer++) {
      const base = 330 + layer * 110;
      let d = `M0 ${base}`;
      for (let x = 0; x <= W; x += 150) d += ` Q${x + 75} ${base - 60 - r() * 120} ${x + 150} ${base - r() * 40}`;
      parts.push(`<path d="${d} V${H} H0Z" fill="${hsl(hue + 90 + layer * 15, 35, 45 - layer * 10)}"/>`);
    }
  } else if (kind === 1) {
    let x = 0;
    while (x < W) {
      const w = 60 + r() * 110;
      const h = 160 + r() * 330;
      parts.push(`<rect x="${x}" y="${H - h}" width="${w - 6}" height="${h}" fill="${hsl(hue + 200, 20, 22 + r() * 18)}"/>`);
      for (let wy = H - h + 18; wy < H - 20; wy += 28) {
        for (let wx = x + 10; wx < x + w - 20; wx += 22) {
          if (r() > 0.45) parts.push(`<rect x="${wx}" y="${wy}" width="10" height="14" fill="${hsl(48, 90, 70)}" opacity="0.85"/>`);
        }
      }
      x += w;
    }
  } else {
    parts.push(`<rect y="${H * 0.62}" width="${W}" height="${H * 0.38}" fill="${hsl(hue + 20, 30, 35)}"/>`);
    for (let i = 0; i < 7; i++) {
      const cx = 120 + r() * 960;
      const rr = 40 + r() * 90;
      parts.push(`<circle cx="${cx}" cy="${H * 0.62 - rr * 0.6}" r="${rr}" fill="${hsl(hue + r() * 120, 65, 50 + r() * 20)}" opacity="0.92"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

export function logoSvg(color: string, text: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="#ffffff"/><rect x="412" y="150" width="376" height="376" rx="80" fill="${color}"/><text x="600" y="400" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${text.length > 2 ? 120 : 170}" fill="#ffffff" text-anchor="middle">${text}</text></svg>`;
}

/** Renders one SVG at every stored size (JPEG; the logo's flat colours too, for one code path). */
export async function renderSizes(svg: string): Promise<{ size: (typeof IMAGE_SIZES)[number]; body: Buffer }[]> {
  const base = sharp(Buffer.from(svg));
  return Promise.all(
    IMAGE_SIZES.map(async (size) => {
      const { width, height } = IMAGE_SIZE_BOX[size];
      const body = await base.clone().resize(width, height, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer();
      return { size, body };
    }),
  );
}

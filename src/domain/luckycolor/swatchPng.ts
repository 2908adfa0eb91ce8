// The lucky-colour image as a PNG drawn by hand (decision 0072): rows of colour swatches, one row per
// sign and one swatch per aspect, the colour to avoid struck through with white diagonals. A PNG is
// what messaging apps share and save (an SVG is not); the pixels are a few rectangles, so the image
// needs no renderer in the Worker: raw scanlines, zlib by CompressionStream('deflate'), CRC-32 here.
import { rgbOf } from './luckyColors.ts';

export interface SwatchCell {
  hex: string;
  /** Struck through: the colour to avoid. */
  struck: boolean;
}

/** Pixel sizes of the grid: swatch width and height, and the gap (the background) around swatches. */
export const SWATCH = { width: 120, height: 72, gap: 12 } as const;
const BACKGROUND: [number, number, number] = [250, 247, 240];
const HIGHLIGHT: [number, number, number] = [40, 40, 40];

export function gridSize(rows: number, columns: number): { width: number; height: number } {
  return { width: columns * SWATCH.width + (columns + 1) * SWATCH.gap, height: rows * SWATCH.height + (rows + 1) * SWATCH.gap };
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, crc = 0xffffffff): number {
  let c = crc;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return c;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, (crc32(out.subarray(4, 8 + data.length)) ^ 0xffffffff) >>> 0);
  return out;
}

async function deflate(raw: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([raw as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Raw RGB scanlines (each led by filter byte 0) of the grid; `highlightRow` gets a dark frame. */
export function swatchScanlines(rows: readonly (readonly SwatchCell[])[], highlightRow: number | null = null): { width: number; height: number; raw: Uint8Array } {
  const columns = Math.max(1, ...rows.map((r) => r.length));
  const { width, height } = gridSize(rows.length, columns);
  const stride = 1 + width * 3;
  const raw = new Uint8Array(stride * height);
  const rowRgb = rows.map((cells) => cells.map((c) => rgbOf(c.hex)));
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0;
    const r = Math.floor((y - SWATCH.gap) / (SWATCH.height + SWATCH.gap));
    const yIn = y - SWATCH.gap - r * (SWATCH.height + SWATCH.gap);
    const inRowBand = r >= 0 && r < rows.length && yIn >= 0 && yIn < SWATCH.height;
    const nearRow = highlightRow !== null && r === highlightRow && yIn >= -SWATCH.gap / 2 && yIn < SWATCH.height + SWATCH.gap / 2;
    for (let x = 0; x < width; x++) {
      const col = Math.floor((x - SWATCH.gap) / (SWATCH.width + SWATCH.gap));
      const xIn = x - SWATCH.gap - col * (SWATCH.width + SWATCH.gap);
      let rgb = BACKGROUND;
      const cell = inRowBand ? rows[r]![col] : undefined;
      if (cell && xIn >= 0 && xIn < SWATCH.width) {
        // A struck swatch: white diagonals 6 px wide every 24 px.
        rgb = cell.struck && (xIn + yIn) % 24 < 6 ? [255, 255, 255] : rowRgb[r]![col]!;
      } else if (nearRow && (yIn < -SWATCH.gap / 2 + 3 || yIn >= SWATCH.height + SWATCH.gap / 2 - 3)) {
        rgb = HIGHLIGHT;
      }
      const at = y * stride + 1 + x * 3;
      raw[at] = rgb[0];
      raw[at + 1] = rgb[1];
      raw[at + 2] = rgb[2];
    }
  }
  return { width, height, raw };
}

/** The grid as PNG bytes (8-bit RGB, no interlace). */
export async function swatchPng(rows: readonly (readonly SwatchCell[])[], highlightRow: number | null = null): Promise<Uint8Array> {
  const { width, height, raw } = swatchScanlines(rows, highlightRow);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', await deflate(raw)), chunk('IEND', new Uint8Array())];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

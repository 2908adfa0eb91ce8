// amp-ad on AMP articles (only when AMP_AD_TYPE is configured): the market's article placements'
// GPT unit paths as amp-ad slots of the configured type, sized from the placement's first size a
// phone can show, after the placement's paragraph and at the end of the article. Pure.
import { adSizeDimensions, sizesForDevice } from '#/domain/ads/sizes.ts';
import type { AdModuleConfig } from '#/domain/ads/types.ts';
import type { BodySegment } from '#/domain/article/articleHtml.ts';

export interface AmpAdSlot {
  /** The placement's module id. */
  id: string;
  type: string;
  /** The GPT unit path. */
  slot: string;
  width: number;
  height: number;
}

/** The amp-ad of a placement, or null when it has no GPT unit or no size a phone can show. */
export function ampAdSlot(config: AdModuleConfig, type: string): AmpAdSlot | null {
  if (!config.gptInventoryKey) return null;
  const size = sizesForDevice(config.sizes, 'mobile').map(adSizeDimensions).find((d) => d !== null);
  return size ? { id: config.id, type, slot: config.gptInventoryKey, ...size } : null;
}

const attr = (v: string | number) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The slot's markup (layout responsive: it scales with the column, keeping the size's ratio). */
export function ampAdMarkup(ad: AmpAdSlot, label: string): string {
  return `<aside class="amp-ad-slot" aria-label="${attr(label)}" data-ad-module="${attr(ad.id)}"><amp-ad type="${attr(ad.type)}" data-slot="${attr(ad.slot)}" width="${ad.width}" height="${ad.height}" layout="responsive"></amp-ad></aside>`;
}

const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Where each top-level paragraph of `html` closes (the index after its `</p>`). */
function paragraphEnds(html: string): number[] {
  const ends: number[] = [];
  let depth = 0;
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    const [tag, closing, name, selfClosing] = m;
    if (VOID.has(name!.toLowerCase()) || selfClosing) continue;
    if (closing) {
      depth = Math.max(0, depth - 1);
      if (depth === 0 && name!.toLowerCase() === 'p') ends.push(m.index! + tag!.length);
    } else depth++;
  }
  return ends;
}

/**
 * The body with `markup` after its `after`-th top-level paragraph (counted across the body's HTML
 * segments); unchanged when the body has fewer paragraphs.
 */
export function insertAfterParagraph(segments: readonly BodySegment[], after: number, markup: string): BodySegment[] {
  let seen = 0;
  const out: BodySegment[] = [];
  let done = after < 1;
  for (const segment of segments) {
    if (done || segment.kind !== 'html') {
      out.push(segment);
      continue;
    }
    const ends = paragraphEnds(segment.html);
    if (seen + ends.length < after) {
      seen += ends.length;
      out.push(segment);
      continue;
    }
    const at = ends[after - seen - 1]!;
    out.push({ kind: 'html', html: segment.html.slice(0, at) + markup + segment.html.slice(at) });
    done = true;
  }
  return out;
}

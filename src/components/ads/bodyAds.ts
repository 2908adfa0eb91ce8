// Ad modules inside an article's body, after its nth paragraph. The body is stored HTML (sanitised,
// split into segments by articleBody); the modules are put in as the page renders, between the
// segments, at the end of the nth paragraph of the body's own flow: a paragraph inside a quote, a
// list or a figure is not one of the body's paragraphs, and nothing is cut inside an element.
import type { BodySegment } from '#/domain/article/articleHtml.ts';
import type { AdModuleConfig } from '#/domain/ads/types.ts';

export type BodyPart = BodySegment | { kind: 'ad'; config: AdModuleConfig };

const TAG = /<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g;
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * The segments with each module after the paragraph its position names (1 = after the first). A
 * module whose paragraph the body does not have is left out (the article's end module still shows).
 */
export function withBodyAds(segments: readonly BodySegment[], ads: readonly AdModuleConfig[]): BodyPart[] {
  const pending = ads.filter((a) => Number.isInteger(a.position) && a.position >= 1).sort((a, b) => a.position - b.position);
  if (!pending.length) return [...segments];
  const out: BodyPart[] = [];
  let paragraphs = 0;
  let depth = 0;
  for (const segment of segments) {
    if (segment.kind !== 'html') {
      out.push(segment);
      continue;
    }
    const html = segment.html;
    let from = 0;
    for (const m of html.matchAll(TAG)) {
      const [whole, closing, rawName, selfClosing] = m;
      const name = rawName!.toLowerCase();
      if (VOID.has(name) || selfClosing) continue;
      if (!closing) {
        depth += 1;
        continue;
      }
      depth = Math.max(0, depth - 1);
      if (name !== 'p' || depth !== 0) continue;
      paragraphs += 1;
      const end = m.index + whole.length;
      while (pending[0] && pending[0].position === paragraphs) {
        out.push({ kind: 'html', html: html.slice(from, end) });
        out.push({ kind: 'ad', config: pending.shift()! });
        from = end;
      }
    }
    if (from < html.length) out.push({ kind: 'html', html: html.slice(from) });
  }
  return out.filter((p) => p.kind !== 'html' || p.html !== '');
}

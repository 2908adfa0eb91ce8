// Article HTML as it goes out to readers: sanitised again (content-spec §5), then post-processed:
// images lazy-load, embedded frames get an accessible title and lazy loading.
import sanitizeHtml from 'sanitize-html';
import { sanitizeArticleHtml } from './sanitize.ts';

export interface RenderLabels {
  /** Accessible name of an embedded frame, given its host. */
  frameTitle: (host: string) => string;
}

/** Size placeholders only when both data-width and data-height are valid non-zero numbers. */
export function placeholderBox(width: string | undefined, height: string | undefined): { width: number; height: number } | null {
  const w = Number(width);
  const h = Number(height);
  return width && height && Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0 ? { width: w, height: h } : null;
}

function hostOf(src: string | undefined): string {
  try {
    return src ? new URL(src).hostname : '';
  } catch {
    return '';
  }
}

export function renderArticleHtml(html: string, labels: RenderLabels): string {
  return sanitizeHtml(sanitizeArticleHtml(html), {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: false,
    transformTags: {
      img: (tagName, attribs) => {
        const box = placeholderBox(attribs['data-width'], attribs['data-height']);
        const size: Record<string, string> = box ? { width: String(box.width), height: String(box.height) } : {};
        return { tagName, attribs: { ...attribs, ...size, loading: 'lazy', decoding: 'async' } };
      },
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, title: labels.frameTitle(hostOf(attribs.src)), loading: 'lazy' },
      }),
    },
  });
}

// A whole error page as one string, for failures that happen before or outside page rendering.
// It depends on nothing that can itself fail to render.
export interface ErrorDocument {
  lang: string;
  title: string;
  message?: string;
  button?: { label: string; href: string };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE =
  'body{margin:0;font-family:system-ui,sans-serif;color:#1d1d1f}main{text-align:center;padding:60px 16px}' +
  'a.button{display:inline-block;background:#04793a;color:#fff;padding:10px 20px;border-radius:999px;text-decoration:none}';

export function renderErrorDocument(doc: ErrorDocument): string {
  return `<!doctype html><html lang="${escapeHtml(doc.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(doc.title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(doc.title)}</h1>${doc.message ? `<p>${escapeHtml(doc.message)}</p>` : ''}${doc.button ? `<a class="button" href="${escapeHtml(doc.button.href)}">${escapeHtml(doc.button.label)}</a>` : ''}</main></body></html>`;
}

/** The last resort when even the error page fails (content-spec §8). */
export const ERROR_PAGE_FAILED_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body><main><h1>An error occurred while showing the error page</h1><p><a href="/">Home</a></p></main></body></html>';

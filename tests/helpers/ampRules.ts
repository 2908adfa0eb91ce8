// The AMP rules we can check without the official validator (it downloads its engine at run time, and the tests run offline).
// Returns the broken rules, empty when the document passes.
import { AMP_CSS_LIMIT, AMP_RUNTIME } from '#/domain/article/ampDocument.ts';

/** Components that are part of the runtime and need no extension script. */
const BUILT_IN = new Set(['amp-img', 'amp-layout', 'amp-pixel']);
/** HTML tags AMP forbids (their amp-* replacements exist) or that can carry script or styles. */
const FORBIDDEN_TAGS = ['img', 'video', 'audio', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'form', 'input', 'picture'];

export function ampRuleViolations(html: string): string[] {
  const errors: string[] = [];
  if (!/^<!doctype html>/i.test(html)) errors.push('document must start with <!doctype html>');
  const htmlTag = /<html\b([^>]*)>/i.exec(html)?.[1] ?? '';
  if (!/(^|\s)(amp|⚡)(\s|=|$)/.test(htmlTag)) errors.push('<html> needs the amp (⚡) attribute');
  if (!/\slang="[^"]+"/.test(htmlTag)) errors.push('<html> needs lang');
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  if (!/^<meta charset="utf-8"\s*\/?>/i.test(head.trim())) errors.push('<meta charset="utf-8"> must be the first child of <head>');
  if (!/<meta name="viewport" content="[^"]*width=device-width[^"]*"/i.test(head)) errors.push('viewport meta with width=device-width required');
  if (!/<link rel="canonical" href="https?:\/\/[^"]+"/i.test(head)) errors.push('<link rel="canonical"> required');
  if (!head.includes(`<script async src="${AMP_RUNTIME}"></script>`)) errors.push('AMP runtime script required in <head>');
  if (!/<style amp-boilerplate>[^<]+<\/style><noscript><style amp-boilerplate>[^<]+<\/style><\/noscript>/.test(head)) {
    errors.push('AMP boilerplate (style and noscript style) required');
  }

  // Scripts: the runtime, one per used extension, and JSON data; nothing else.
  const used = new Set([...html.matchAll(/<(amp-[a-z0-9-]+)\b/g)].map((m) => m[1]!).filter((n) => !BUILT_IN.has(n)));
  const loaded = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1]!;
    if (attrs.includes(`src="${AMP_RUNTIME}"`) && /\basync\b/.test(attrs)) continue;
    const ext = /custom-element="(amp-[a-z0-9-]+)"/.exec(attrs)?.[1];
    if (ext) {
      if (!/\basync\b/.test(attrs) || !new RegExp(`src="https://cdn\\.ampproject\\.org/v0/${ext}-[0-9.]+\\.js"`).test(attrs)) errors.push(`bad extension script for ${ext}`);
      loaded.add(ext);
      continue;
    }
    if (/type="application\/(ld\+)?json"/.test(attrs)) continue;
    errors.push(`script not allowed: <script${attrs}>`);
  }
  for (const ext of used) if (!loaded.has(ext)) errors.push(`${ext} is used without its extension script`);
  for (const ext of loaded) if (!used.has(ext)) errors.push(`${ext} script is loaded but not used`);

  // Styles: exactly one <style amp-custom> under the limit; no stylesheets or inline style attributes.
  const custom = [...html.matchAll(/<style amp-custom>([\s\S]*?)<\/style>/g)];
  if (custom.length > 1) errors.push('only one <style amp-custom> allowed');
  const cssBytes = new TextEncoder().encode(custom[0]?.[1] ?? '').length;
  if (cssBytes > AMP_CSS_LIMIT) errors.push(`inline CSS is ${cssBytes} bytes, over ${AMP_CSS_LIMIT}`);
  if (/!important/.test(custom[0]?.[1] ?? '')) errors.push('!important is not allowed in AMP CSS');
  const otherStyles = [...html.matchAll(/<style\b([^>]*)>/g)].filter((m) => !/^\s*(amp-custom|amp-boilerplate)\s*$/.test(m[1]!));
  if (otherStyles.length) errors.push('only amp-custom and amp-boilerplate <style> tags allowed');
  if (/<link\b[^>]*rel="stylesheet"/i.test(html)) errors.push('external stylesheets are not allowed');
  if (/<[a-z][^>]*\sstyle="/i.test(html)) errors.push('inline style attributes are not allowed');

  // Markup.
  for (const tag of FORBIDDEN_TAGS) if (new RegExp(`<${tag}[\\s>/]`, 'i').test(html)) errors.push(`<${tag}> is not allowed`);
  if (/<[a-z][^>]*\son[a-z]+=/i.test(html)) errors.push('event handler attributes are not allowed');
  if (/(href|src)="\s*javascript:/i.test(html)) errors.push('javascript: URLs are not allowed');
  for (const m of html.matchAll(/<amp-(img|video|iframe)\b([^>]*)>/g)) {
    const attrs = m[2]!;
    const fill = /layout="(fill|nodisplay|flex-item)"/.test(attrs);
    if (!fill && !(/\swidth="\d+"/.test(attrs) && /\sheight="\d+"/.test(attrs))) errors.push(`amp-${m[1]} needs width and height`);
  }
  for (const m of html.matchAll(/<amp-iframe\b([^>]*)>/g)) if (!/src="https:\/\//.test(m[1]!)) errors.push('amp-iframe src must be https');
  return errors;
}

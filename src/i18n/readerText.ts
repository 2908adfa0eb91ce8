// Interface text holding a reader's own words (their name, a comment, a story's title): the template
// is translated with its placeholders kept and filled here, so the translator's memo (i18n.ts)
// remembers one template per key and never a reader's words.
import type { ParseKeys, TFunction } from 'i18next';

export function readerText(t: TFunction, key: ParseKeys, values: Record<string, string | number>): string {
  const kept = Object.fromEntries(Object.keys(values).map((name) => [name, `{{${name}}}`]));
  const template: string = t(key, { ...kept, interpolation: { skipOnVariables: true } });
  // One pass over the template: a value that itself reads '{{…}}' is not filled again.
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

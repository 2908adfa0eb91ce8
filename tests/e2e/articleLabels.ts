// Expected interface strings come from the locale files the server renders with.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/localPlatform.ts';

function story(lang: string): { type: Record<string, string>; badge: Record<string, string> } {
  return JSON.parse(readFileSync(join(ROOT, 'locales', lang, 'article.json'), 'utf8')).story;
}

export const TYPE_LABELS = { zh_TW: story('zh_TW').type };
export const BADGE_LABELS = { zh_TW: story('zh_TW').badge };

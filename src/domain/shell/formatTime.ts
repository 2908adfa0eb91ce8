// Times shown to readers are in the market's time zone and locale. Creating an Intl.DateTimeFormat
// costs far more than using one, so each is made once per language and time zone (per isolate),
// and the text of a time formatted lately is remembered.
import type { Market } from '#/markets.ts';
import { boundedMemo } from '#/domain/boundedMemo.ts';

const PUBLISH_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const ISO_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per kind, language and time zone, made on first use. */
function formatter(kind: 'publish' | 'iso', lang: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${lang} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { timeZone, ...(kind === 'publish' ? PUBLISH_OPTIONS : ISO_OPTIONS) });
    formats.set(key, format);
  }
  return format;
}

/** Times formatted lately: a page writes the same few times several times over (meta tags, JSON-LD). */
const recent = boundedMemo<string>(1_000);
const remembered = (key: string, format: () => string) => recent.get(key, format);

export function formatPublishTime(epochMs: number, market: Pick<Market, 'lang' | 'timeZone'>): string {
  return remembered(`${market.lang} ${market.timeZone} ${epochMs}`, () => formatter('publish', market.lang, market.timeZone).format(new Date(epochMs)));
}

/** ISO 8601 with the market's UTC offset, for <time datetime> and structured data. */
export function isoInTimeZone(epochMs: number, timeZone: string): string {
  return remembered(`iso ${timeZone} ${epochMs}`, () => formatIso(epochMs, timeZone));
}

function formatIso(epochMs: number, timeZone: string): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of formatter('iso', 'en-US', timeZone).formatToParts(new Date(epochMs))) parts[p.type] = p.value;
  const local = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  const offsetMin = Math.round((local - Math.floor(epochMs / 1000) * 1000) / 60000);
  const sign = offsetMin >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMin);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

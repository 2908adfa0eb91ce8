// Feed times: RFC 822/2822 (RSS pubDate) and RFC 3339 / W3C-DTF (Atom, JSON Feed, dc:date), read by
// hand rather than by Date.parse, whose leniency differs between engines. A time that is not one
// of these is null, never a throw and never a guess.
import { FEED_MAX_DATE_TEXT_CHARS } from './feedLimits.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** RFC 822 §5.1 zone names (military letters other than Z are ambiguous in practice: refused). */
const ZONES: Readonly<Record<string, number>> = {
  UT: 0, UTC: 0, GMT: 0, Z: 0,
  EST: -5 * 60, EDT: -4 * 60, CST: -6 * 60, CDT: -5 * 60,
  MST: -7 * 60, MDT: -6 * 60, PST: -8 * 60, PDT: -7 * 60,
};

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*([Zz]|[+-]\d{2}:?\d{2})?)?$/;
const RFC822 = /^(?:[A-Za-z]{3,9},?\s+)?(\d{1,2})\s+([A-Za-z]{3,9})\.?\s+(\d{2}|\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{2}:?\d{2}|[A-Za-z]{1,4})?$/;

function offsetMinutes(zone: string | undefined): number | null {
  if (zone === undefined) return 0; // no zone: UTC, the only reading that does not guess
  if (/^[+-]\d{2}:?\d{2}$/.test(zone)) {
    const digits = zone.replace(':', '');
    const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
    if (Number(digits.slice(3, 5)) > 59 || minutes > 14 * 60) return null;
    return zone.startsWith('-') ? -minutes : minutes;
  }
  return ZONES[zone.toUpperCase()] ?? null;
}

function utcMillis(y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number, offset: number): number | null {
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 60) return null;
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d > daysInMonth) return null;
  const t = Date.UTC(y, mo - 1, d, h, mi, Math.min(s, 59), ms) - offset * 60_000;
  return Number.isFinite(t) ? t : null;
}

/** A feed's time text → epoch ms with its own offset applied, or null when it is not a time. */
export function parseFeedDate(text: string | null | undefined): number | null {
  const value = text?.trim();
  if (!value || value.length > FEED_MAX_DATE_TEXT_CHARS) return null;
  const iso = RFC3339.exec(value);
  if (iso) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone] = iso;
    const offset = offsetMinutes(zone);
    if (offset === null) return null;
    return utcMillis(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s), Number(frac.padEnd(3, '0').slice(0, 3)), offset);
  }
  const rfc = RFC822.exec(value.replace(/\s+/g, ' '));
  if (rfc) {
    const [, d, monthName, yearText, h, mi, s = '0', zone] = rfc;
    const month = MONTHS.indexOf(monthName!.slice(0, 3).toLowerCase()) + 1;
    if (month === 0) return null;
    // RFC 2822 §4.3: a two-digit year is 20xx below 50, else 19xx.
    const year = yearText!.length === 2 ? (Number(yearText) < 50 ? 2000 : 1900) + Number(yearText) : Number(yearText);
    const offset = offsetMinutes(zone);
    if (offset === null) return null;
    return utcMillis(year, month, Number(d), Number(h), Number(mi), Number(s), 0, offset);
  }
  return null;
}

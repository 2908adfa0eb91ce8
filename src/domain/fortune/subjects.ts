// Fortune subjects (content-spec §2 /v2/fortune/{subjectUrl}): what kinds of subject there are and
// the sign keys each kind has, in its traditional order. A market's subjects, their names and the
// signs' names are content (seed/content/<market>/fortune.json); the keys are fixed here so pages,
// the API and the lucky-colour rules agree on them.

export const SUBJECT_KINDS = ['zodiac', 'chinese-zodiac', 'weekday'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/** Western zodiac from Aries; Chinese zodiac from the Rat; Thai birth weekday from Sunday (Date.getUTCDay order). */
export const SIGN_KEYS: Readonly<Record<SubjectKind, readonly string[]>> = {
  zodiac: ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'],
  'chinese-zodiac': ['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake', 'horse', 'goat', 'monkey', 'rooster', 'dog', 'pig'],
  weekday: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
};

/** A subject's, teller's or sign's url segment: lowercase ascii words joined by "-". */
export const FORTUNE_URL_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** How many face-down cards a teller's spread offers: /draw/1 … /draw/DRAW_SPREAD. */
export const DRAW_SPREAD = 6;

/** The weekday key of a local date (yyyy-mm-dd). */
export function weekdayOf(date: string): string {
  return SIGN_KEYS.weekday[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

/** yyyy-mm-dd of `epochMs` in a time zone: the market's day, which readings and draws change with. */
export function localDate(epochMs: number, timeZone: string): string {
  // en-CA writes dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(epochMs));
}

/** A local date shifted by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A local date in the market's words (long form, weekday included). */
export function formatReadingDate(date: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

// When a Cron Trigger is due. Miniflare does not fire cron triggers by itself; the local cron driver
// (scripts/localCrons.ts) asks this every minute. Five fields, UTC as Cloudflare runs them: minute,
// hour, day of month, month, day of week; each `*`, a number, a range `a-b`, a step `*/n` or `a-b/n`,
// or a list of those; months and days may be named (JAN, MON). Day of week 0 and 7 are Sunday.

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'], first: 1 },
  { name: 'day of week', min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], first: 0 },
] as const;

function value(text: string, field: (typeof FIELDS)[number], expr: string): number {
  const named = 'names' in field ? (field.names as readonly string[]).indexOf(text.toUpperCase()) : -1;
  const n = named >= 0 && 'first' in field ? named + field.first : /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(n >= field.min && n <= field.max)) throw new Error(`cron "${expr}": ${field.name} "${text}" is not in ${field.min}-${field.max}`);
  return n;
}

/** The values one field allows, or null for `*` (anything). */
function fieldValues(text: string, field: (typeof FIELDS)[number], expr: string): Set<number> | null {
  if (text === '*') return null;
  const allowed = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^(\*|[A-Za-z0-9]+(?:-[A-Za-z0-9]+)?)(?:\/(\d+))?$/.exec(part);
    if (!m) throw new Error(`cron "${expr}": cannot read ${field.name} "${part}"`);
    const step = m[2] === undefined ? 1 : Number(m[2]);
    if (step < 1) throw new Error(`cron "${expr}": ${field.name} step must be at least 1`);
    const [from, to] = m[1] === '*' ? [field.min, field.max] : m[1]!.includes('-') ? m[1]!.split('-').map((t) => value(t, field, expr)) as [number, number] : [value(m[1]!, field, expr), m[2] === undefined ? value(m[1]!, field, expr) : field.max];
    if (from > to) throw new Error(`cron "${expr}": ${field.name} range "${m[1]}" runs backwards`);
    for (let v = from; v <= to; v += step) allowed.add(v);
  }
  // Sunday is both 0 and 7.
  if (field.name === 'day of week' && allowed.has(7)) allowed.add(0);
  return allowed;
}

export interface CronSchedule {
  /** True when the schedule fires in the UTC minute that holds `at`. */
  isDue(at: Date): boolean;
}

/** Reads a five-field cron expression; throws naming the field it cannot read. */
export function parseCron(expr: string): CronSchedule {
  const parts = expr.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`cron "${expr}": wants 5 fields (minute hour day month weekday), got ${parts.length}`);
  const [minute, hour, dom, month, dow] = parts.map((p, i) => fieldValues(p, FIELDS[i]!, expr));
  return {
    isDue(at) {
      const has = (set: Set<number> | null | undefined, v: number) => !set || set.has(v);
      if (!has(minute, at.getUTCMinutes()) || !has(hour, at.getUTCHours()) || !has(month, at.getUTCMonth() + 1)) return false;
      // As in every cron: when both day fields are restricted, either one matching is enough.
      if (dom && dow) return dom.has(at.getUTCDate()) || dow.has(at.getUTCDay());
      return has(dom, at.getUTCDate()) && has(dow, at.getUTCDay());
    },
  };
}

/** Whether `expr` fires in the UTC minute that holds `at`. */
export function cronIsDue(expr: string, at: Date): boolean {
  return parseCron(expr).isDue(at);
}

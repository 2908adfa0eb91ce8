// What the election map shows of each district and in its legend, from the same district array the
// server renders and the browser recolours with (src/components/election/DistrictMap.astro,
// src/browser/electionMap.ts): fills, label colours, the title each district carries (leader,
// party, lead, reporting) and the parties of the legend. Strings come in as i18next templates
// resolved for the reader's language, so the browser needs no i18next.
import { districtShading, type DistrictShading } from './mapShading.ts';

/** One district as the map takes it; the page adapts the counting API's shape to this. */
export interface MapDistrict {
  /** The boundary set's district code (Taiwan's town code, Indonesia's BPS code). */
  code: string;
  name: string;
  /** The candidate ahead, or null while no votes are counted. */
  leader: { name: string; partyName: string; colour: string } | null;
  /** The leader's lead over the runner-up in percentage points; null with a single candidate. */
  marginPercent: number | null;
  /** Share of polling stations reported, 0–100. */
  reportingPercent: number;
}

/** The map's interface strings, already in the reader's language ({{…}} placeholders). */
export interface DistrictMapLabels {
  /** BCP 47 locale for numbers. */
  locale: string;
  /** {{district}} {{leader}} {{party}} {{margin}} {{reporting}} */
  leading: string;
  /** {{district}} {{leader}} {{party}} {{reporting}}: the only candidate. */
  unopposed: string;
  /** {{district}} {{reporting}} */
  noVotes: string;
}

export interface LegendParty {
  partyName: string;
  colour: string;
  /** Districts the party leads. */
  districts: number;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The text a district's shape carries (its SVG title): district, leader and party, lead, reporting. */
export function districtTitle(d: MapDistrict, labels: DistrictMapLabels): string {
  const number = new Intl.NumberFormat(labels.locale, { maximumFractionDigits: 1 });
  const reporting = number.format(Math.min(100, Math.max(0, d.reportingPercent)));
  if (!d.leader) return fill(labels.noVotes, { district: d.name, reporting });
  const values = { district: d.name, leader: d.leader.name, party: d.leader.partyName, reporting };
  return d.marginPercent === null
    ? fill(labels.unopposed, values)
    : fill(labels.leading, { ...values, margin: number.format(Math.abs(d.marginPercent)) });
}

/** A district's fill and label colour. */
export function districtPaint(d: MapDistrict): DistrictShading {
  return districtShading(d.leader?.colour ?? null, d.marginPercent);
}

/** The parties leading somewhere, most districts first (then by name), one entry per party name. */
export function mapLegend(districts: readonly MapDistrict[]): LegendParty[] {
  const parties = new Map<string, LegendParty>();
  for (const d of districts) {
    if (!d.leader) continue;
    const party = parties.get(d.leader.partyName);
    if (party) party.districts++;
    else parties.set(d.leader.partyName, { partyName: d.leader.partyName, colour: districtShading(d.leader.colour, null).fill, districts: 1 });
  }
  return [...parties.values()].sort((a, b) => b.districts - a.districts || a.partyName.localeCompare(b.partyName));
}

/** Whether any district still has no votes counted (the legend then explains the neutral fill). */
export function anyWithoutVotes(districts: readonly MapDistrict[]): boolean {
  return districts.some((d) => !d.leader);
}

/**
 * Short labels for the map: what all the names of a set repeat is dropped — a first word most of
 * them share ("Jakarta Selatan" → "Selatan") and a last ideograph all of them end with, a word in
 * itself ("松山區" → "松山") — so labels fit small districts. A name is never shortened to nothing.
 */
export function shortDistrictNames(names: readonly string[]): string[] {
  const firstWords = new Map<string, number>();
  for (const n of names) {
    const words = n.trim().split(/\s+/);
    if (words.length > 1) firstWords.set(words[0]!, (firstWords.get(words[0]!) ?? 0) + 1);
  }
  const end = names[0]?.trim().at(-1) ?? '';
  const last = names.length > 1 && /\p{Script=Han}/u.test(end) && names.every((n) => n.trim().length > 2 && n.trim().endsWith(end)) ? end : '';
  return names.map((n) => {
    let s = n.trim();
    const words = s.split(/\s+/);
    if (words.length > 1 && (firstWords.get(words[0]!) ?? 0) * 2 > names.length) s = words.slice(1).join(' ');
    if (last && !/\s/.test(s) && s.endsWith(last) && s.length > 2) s = s.slice(0, -1);
    return s || n;
  });
}

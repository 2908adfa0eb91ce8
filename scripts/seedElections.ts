// Demo elections (issue #30 item 7, docs/decisions/0079): seed/content/<market>/elections.json for the
// markets whose table entry covers elections, in the market's language, with fictional candidates.
// tw has tonight's election (dated the seeding day, polls closed an hour before it, nothing counted
// yet: `npm run election:simulate` counts it) and a finished one; id a smaller finished one.
// Councillor candidates are generated from the file's name and policy pools, one constituency per
// district. A finished election's count is planned here (finalCount) from each candidate's strength
// and a per-district swing drawn from a seeded generator, so it is the same on every machine; the
// simulator counts tonight's election towards the same plan. Every check runs before anything is written.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Database } from '#functions/db/database.ts';
import { replaceElection, type ElectionInput } from '#functions/db/electionWrites.ts';
import { upsertProfiles } from '#functions/db/profiles.ts';
import { CONSTITUENCY_LEVELS, DISTRICT_ID, ELECTION_ID, POLICY_CATEGORIES, ROLE_ID, ROLE_KINDS } from '#/domain/election/elections.ts';
import { isoInTimeZone } from '#/domain/shell/formatTime.ts';
import { MARKETS, type CountryCode } from '#/markets.ts';
import { seededRandom } from './seededRandom.ts';
import { imageHash, stableHash } from './seedIds.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase ascii words joined by "-"').max(60);
const text = (min: number, max: number) => z.string().min(min).max(max);
const post = z.object({ daysBefore: z.number().int().min(0).max(60), title: text(4, 60), body: text(20, 400) }).strict();
const policy = z.object({ category: z.enum(POLICY_CATEGORIES), title: text(4, 60), body: text(20, 300), posts: z.array(post).max(3) }).strict();

const candidate = z
  .object({
    slug,
    name: text(2, 60),
    role: z.string().regex(ROLE_ID),
    district: z.string().regex(DISTRICT_ID),
    number: z.number().int().min(1).max(99),
    party: slug,
    /** Expected share of the vote (the plan of the count). */
    strength: z.number().gt(0).lt(1),
    incumbent: z.boolean().optional(),
    /** The person's profile; required at a person's first candidacy in the file. */
    occupation: text(2, 60).optional(),
    description: text(20, 600).optional(),
    slogan: text(2, 40),
    policies: z.array(policy).min(1).max(6),
    posts: z.array(post).max(5),
  })
  .strict();

const generated = z
  .object({
    role: z.string().regex(ROLE_ID),
    perDistrict: z.number().int().min(2).max(6),
    parties: z.array(slug).min(2),
    occupation: text(2, 60),
    description: text(20, 300),
    slogans: z.array(text(2, 40)).min(2),
    policies: z.array(z.object({ category: z.enum(POLICY_CATEGORIES), title: text(4, 60), body: text(20, 300) }).strict()).min(2),
    surnames: z.array(z.string().min(1).max(3)).min(10),
    givenNames: z.array(z.string().min(1).max(10)).min(10),
  })
  .strict();

const election = z
  .object({
    slug: z.string().regex(/^\d{4}-[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be "<year>-<words>"'),
    /** `{year}` is replaced by the election's year. */
    name: text(4, 60),
    /** Tonight's election: dated the seeding day, counting from an hour before the seed. */
    tonight: z.boolean().optional(),
    /** When the polls closed (ISO with offset), for an election that is not tonight's. */
    pollsClose: z.iso.datetime({ offset: true }).optional(),
    finished: z.boolean().optional(),
    roles: z.array(z.object({ id: z.string().regex(ROLE_ID), kind: z.enum(ROLE_KINDS), name: text(2, 60), seats: z.number().int().min(1).max(20), level: z.enum(CONSTITUENCY_LEVELS) }).strict()).min(1),
    candidates: z.array(candidate).min(2),
    generated: generated.optional(),
  })
  .strict();

export const seedElectionsSchema = z
  .object({
    module: z.object({ title: text(2, 30) }).strict(),
    parties: z.array(z.object({ id: slug, name: text(2, 40), shortName: text(1, 12), colour: z.string().regex(/^#[0-9a-f]{6}$/, 'must be #rrggbb') }).strict()).min(2),
    cities: z
      .array(
        z
          .object({
            id: z.string().regex(DISTRICT_ID),
            name: text(2, 40),
            boundarySet: slug,
            districts: z.array(z.object({ id: z.string().regex(DISTRICT_ID), name: text(2, 40), stations: z.number().int().min(1), electorate: z.number().int().min(100) }).strict()).min(2),
          })
          .strict(),
      )
      .min(1),
    elections: z.array(election).min(1),
  })
  .strict();
export type SeedElections = z.infer<typeof seedElectionsSchema>;
type SeedElection = z.infer<typeof election>;
type SeedCandidate = z.infer<typeof candidate>;

/** The market's elections.json, validated and cross-checked; null for a market without elections. */
export function loadSeedElections(root: string, country: CountryCode): SeedElections | null {
  if (!MARKETS[country].elections) return null;
  const file = join(root, 'seed', 'content', country, 'elections.json');
  if (!existsSync(file)) throw new Error(`${file}: missing (the market covers elections)`);
  const parsed = seedElectionsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${file}: ${i.path.map(String).join('.')}: ${i.message}`).join('\n'));
  const problems = electionProblems(country, parsed.data);
  if (problems.length) throw new Error(problems.map((p) => `${file}: ${p}`).join('\n'));
  return parsed.data;
}

function electionProblems(country: CountryCode, source: SeedElections): string[] {
  const problems: string[] = [];
  const parties = new Set(source.parties.map((p) => p.id));
  const cities = new Set(source.cities.map((c) => c.id));
  const districts = new Set(source.cities.flatMap((c) => c.districts.map((d) => d.id)));
  const people = new Map<string, string>();
  for (const e of source.elections) {
    const id = electionIdOf(country, e.slug);
    if (!ELECTION_ID.test(id)) problems.push(`${e.slug}: election id ${id} is not an election id`);
    if (Boolean(e.tonight) === Boolean(e.pollsClose)) problems.push(`${e.slug}: give either tonight or pollsClose`);
    if (e.tonight && e.finished) problems.push(`${e.slug}: tonight's election cannot be finished`);
    const roles = new Map(e.roles.map((r) => [r.id, r]));
    const numbers = new Set<string>();
    for (const c of e.candidates) {
      const role = roles.get(c.role);
      if (!role) problems.push(`${e.slug}/${c.slug}: unknown role ${c.role}`);
      else if (!(role.level === 'CITY' ? cities : districts).has(c.district)) problems.push(`${e.slug}/${c.slug}: ${c.district} is not a ${role.level.toLowerCase()} of the file`);
      if (!parties.has(c.party)) problems.push(`${e.slug}/${c.slug}: unknown party ${c.party}`);
      const key = `${c.role}/${c.district}/${c.number}`;
      if (numbers.has(key)) problems.push(`${e.slug}/${c.slug}: ballot number ${c.number} taken twice in ${c.district}`);
      numbers.add(key);
      const known = people.get(c.slug);
      if (known === undefined && (!c.occupation || !c.description)) problems.push(`${e.slug}/${c.slug}: a person's first candidacy gives occupation and description`);
      if (known !== undefined && known !== c.name) problems.push(`${e.slug}/${c.slug}: named ${c.name} here and ${known} before`);
      people.set(c.slug, c.name);
    }
    if (e.generated) {
      const role = roles.get(e.generated.role);
      if (!role || role.level !== 'DISTRICT') problems.push(`${e.slug}: generated candidates need a district-level role`);
      for (const p of e.generated.parties) if (!parties.has(p)) problems.push(`${e.slug}: generated party ${p} unknown`);
    }
  }
  return problems;
}

export const electionIdOf = (country: string, electionSlug: string) => `${country}-${electionSlug}`;
export const candidateHash = (country: string, personSlug: string) => stableHash('p', `${country}:candidate:${personSlug}`, 10);
const pictureKey = (personSlug: string) => `candidate-${personSlug}`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A candidate with everything the plan needs: generated councillors included. */
export interface PlannedCandidate extends SeedCandidate {
  hash: string;
}

function seedOf(key: string): number {
  let h = 2166136261;
  for (const ch of key) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

/** The election's candidates, with councillors generated per district from the pools (deterministic). */
export function plannedCandidates(country: string, source: SeedElections, e: SeedElection): PlannedCandidate[] {
  const out: PlannedCandidate[] = e.candidates.map((c) => ({ ...c, hash: candidateHash(country, c.slug) }));
  const g = e.generated;
  if (!g) return out;
  const partyName = new Map(source.parties.map((p) => [p.id, p.name]));
  for (const city of source.cities) {
    for (const [di, d] of city.districts.entries()) {
      const next = seededRandom(seedOf(`${country}:${e.slug}:${d.id}`));
      const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
      const used = new Set<string>();
      const raw: number[] = [];
      for (let n = 1; n <= g.perDistrict; n++) {
        let name = '';
        do name = pick(g.surnames) + pick(g.givenNames);
        while (used.has(name));
        used.add(name);
        const party = g.parties[(di + n) % g.parties.length]!;
        const fill = (s: string) => s.replaceAll('{district}', d.name).replaceAll('{party}', partyName.get(party)!);
        const first = (di + n) % g.policies.length;
        const policies = [g.policies[first]!, g.policies[(first + 2) % g.policies.length]!].map((p) => ({ category: p.category, title: fill(p.title), body: fill(p.body), posts: [] }));
        raw.push(0.5 + next());
        out.push({
          slug: `${e.slug}-${d.id}-${n}`,
          name,
          role: g.role,
          district: d.id,
          number: n,
          party,
          strength: 0,
          incumbent: n === 1,
          occupation: g.occupation,
          description: fill(g.description).replaceAll('{category}', policies[0]!.title),
          slogan: fill(pick(g.slogans)),
          policies,
          posts: [],
          hash: candidateHash(country, `${e.slug}-${d.id}-${n}`),
        });
      }
      const total = raw.reduce((a, b) => a + b, 0);
      const mine = out.slice(-g.perDistrict);
      mine.forEach((c, i) => (c.strength = raw[i]! / total));
    }
  }
  return out;
}

/**
 * The final count planned for one election: per role and leaf district, the ballots cast (turnout
 * 55–70 % of the electorate) shared among the candidates standing there by strength, swung ±25 %
 * per district. Integers; the same on every machine.
 */
export function finalCount(country: string, source: SeedElections, e: SeedElection): ElectionInput['counts'] {
  const candidates = plannedCandidates(country, source, e);
  const counts: ElectionInput['counts'] = [];
  for (const role of e.roles) {
    for (const city of source.cities) {
      for (const d of city.districts) {
        const standing = candidates.filter((c) => c.role === role.id && (c.district === d.id || c.district === city.id));
        if (!standing.length) continue;
        const next = seededRandom(seedOf(`${country}:${e.slug}:${role.id}:${d.id}:count`));
        const ballots = Math.round(d.electorate * (0.55 + 0.15 * next()));
        const weights = standing.map((c) => c.strength * (0.75 + 0.5 * next()));
        const sum = weights.reduce((a, b) => a + b, 0);
        counts.push({
          roleId: role.id,
          districtId: d.id,
          stationsReported: d.stations,
          votes: Object.fromEntries(standing.map((c, i) => [c.hash, Math.round((ballots * weights[i]!) / sum)])),
        });
      }
    }
  }
  return counts;
}

/** One election as the db module writes it; tonight's has no count yet. */
export function planElection(country: CountryCode, source: SeedElections, e: SeedElection, now: number): ElectionInput {
  const pollsCloseTime = e.tonight ? now - HOUR : Date.parse(e.pollsClose!);
  const electionDate = isoInTimeZone(pollsCloseTime, MARKETS[country].timeZone).slice(0, 10);
  const candidates = plannedCandidates(country, source, e);
  const postOf = (p: z.infer<typeof post>) => ({ title: p.title, body: p.body, publishedTime: pollsCloseTime - p.daysBefore * DAY - 10 * HOUR });
  return {
    id: electionIdOf(country, e.slug),
    country,
    name: e.name.replaceAll('{year}', electionDate.slice(0, 4)),
    electionDate,
    pollsCloseTime,
    finishedTime: e.finished ? pollsCloseTime + 6 * HOUR : null,
    parties: source.parties,
    roles: e.roles.map((r) => ({ id: r.id, kind: r.kind, name: r.name, seats: r.seats, constituencyLevel: r.level })),
    districts: source.cities.flatMap((city) => [
      { id: city.id, parentId: null, level: 'CITY', name: city.name, boundarySet: city.boundarySet, stations: 0, electorate: 0 },
      ...city.districts.map((d) => ({ id: d.id, parentId: city.id, level: 'DISTRICT', name: d.name, boundarySet: null, stations: d.stations, electorate: d.electorate })),
    ]),
    candidates: candidates.map((c) => ({
      profileHash: c.hash,
      roleId: c.role,
      districtId: c.district,
      ballotNumber: c.number,
      partyId: c.party,
      slogan: c.slogan,
      incumbent: Boolean(c.incumbent),
      policies: c.policies.map((p) => ({ category: p.category, title: p.title, body: p.body, posts: p.posts.map(postOf) })),
      posts: c.posts.map(postOf),
    })),
    counts: e.finished ? finalCount(country, source, e) : [],
  };
}

/** The people of the market's elections, once each (their first candidacy in the file gives the profile). */
export function electionPeople(country: string, source: SeedElections): PlannedCandidate[] {
  const people = new Map<string, PlannedCandidate>();
  for (const e of source.elections) for (const c of plannedCandidates(country, source, e)) if (!people.has(c.slug)) people.set(c.slug, c);
  return [...people.values()];
}

/** Writes the market's elections and their candidates' profiles. */
export async function seedMarketElections(db: Database, country: CountryCode, source: SeedElections | null, now: number): Promise<void> {
  if (!source) return;
  const people = electionPeople(country, source);
  // A profile is several statements (its row, its search entry, its story links): 15 people a batch.
  for (let i = 0; i < people.length; i += 15) await upsertProfiles(
    db,
    people.slice(i, i + 15).map((c) => ({
      country,
      hash: c.hash,
      name: c.name,
      celebrityType: 'POLITICIAN',
      occupation: c.occupation!,
      description: c.description!,
      imageHash: imageHash(country, pictureKey(c.slug)),
      articleIds: [],
    })),
    now,
  );
  for (const e of source.elections) await replaceElection(db, planElection(country, source, e, now), now);
}

/** The portraits to render for the market's candidates. */
export function candidateImageJobs(country: string, source: SeedElections | null, portrait: (key: string) => string): { hash: string; svg: () => string }[] {
  if (!source) return [];
  return electionPeople(country, source).map((c) => ({ hash: imageHash(country, pictureKey(c.slug)), svg: () => portrait(`${country}:${c.slug}`) }));
}

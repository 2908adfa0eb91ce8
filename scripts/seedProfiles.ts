// Demo profiles, seed/content/<country>/profiles.json: three or four people per market in its
// language (celebrities, athletes, politicians), each linked to stories of the market by slug,
// validated before anything is written; variants get their own copies with their own hashes.
// Their pictures are drawn portraits, rendered at every size like the other demo images.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { upsertProfiles } from '#functions/db/profiles.ts';
import { CELEBRITY_TYPES } from '#/domain/profiles/profiles.ts';
import type { Database } from '#functions/db/database.ts';
import { articleHash, imageHash, stableHash } from './seedIds.ts';
import type { SeedCountry } from './seedSchema.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase ascii words joined by "-"').max(60);

const seedProfileSchema = z.object({
  slug,
  name: z.string().min(1).max(60),
  celebrityType: z.enum(CELEBRITY_TYPES),
  occupation: z.string().min(1).max(60),
  description: z.string().min(20).max(600),
  /** Slugs of the market's stories the person appears in, newest relevance first. */
  stories: z.array(slug).min(2),
});
const seedProfilesFileSchema = z.object({ profiles: z.array(seedProfileSchema).min(3).max(6) });
export type SeedProfile = z.infer<typeof seedProfileSchema>;

/** Reads and validates one market's profiles.json; every story must be one of the market's. */
export function loadSeedProfiles(root: string, country: SeedCountry, storySlugs: ReadonlySet<string>): SeedProfile[] {
  const file = join(root, 'seed', 'content', country, 'profiles.json');
  if (!existsSync(file)) return [];
  const parsed = seedProfilesFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${file}: ${i.path.map(String).join('.')}: ${i.message}`).join('\n'));
  const problems: string[] = [];
  const slugs = new Set<string>();
  for (const p of parsed.data.profiles) {
    if (slugs.has(p.slug)) problems.push(`${p.slug}: duplicate slug`);
    slugs.add(p.slug);
    for (const s of p.stories) if (!storySlugs.has(s)) problems.push(`${p.slug}: unknown story ${s}`);
    if (new Set(p.stories).size !== p.stories.length) problems.push(`${p.slug}: a story is listed twice`);
  }
  if (problems.length) throw new Error(problems.map((p) => `${file}: ${p}`).join('\n'));
  return parsed.data.profiles;
}

export const profileHash = (country: string, slug: string) => stableHash('p', `${country}:profile:${slug}`, 10);
const pictureKey = (slug: string) => `profile-${slug}`;

/** Writes a market's (or variant's) profiles with links to its stories. */
export async function seedMarketProfiles(db: Database, country: string, sourceCountry: string, profiles: SeedProfile[], now: number): Promise<void> {
  if (!profiles.length) return;
  const { results } = await db.prepare('SELECT id, hash FROM articles WHERE country = ?1').bind(country).all<{ id: number; hash: string }>();
  const idByHash = new Map(results.map((r) => [r.hash, r.id]));
  await upsertProfiles(
    db,
    profiles.map((p) => ({
      country,
      hash: profileHash(country, p.slug),
      name: p.name,
      celebrityType: p.celebrityType,
      occupation: p.occupation,
      description: p.description,
      imageHash: imageHash(sourceCountry, pictureKey(p.slug)),
      articleIds: p.stories.flatMap((s) => idByHash.get(articleHash(country, s)) ?? []),
    })),
    now,
  );
}

/** The portraits to render for a source market's profiles. */
export function profileImageJobs(sourceCountry: string, profiles: SeedProfile[]): { hash: string; svg: () => string }[] {
  return profiles.map((p) => ({ hash: imageHash(sourceCountry, pictureKey(p.slug)), svg: () => portraitSvg(`${sourceCountry}:${p.slug}`) }));
}

/** A 1200×675 head-and-shoulders portrait on a soft backdrop, different for every key. */
export function portraitSvg(key: string): string {
  const bytes = createHash('sha256').update(key).digest();
  const hue = (bytes[0]! / 255) * 360;
  const skin = ['#f1c7a5', '#e0ac86', '#c68c62', '#a86f4a', '#f5d2b8'][bytes[1]! % 5];
  const hair = ['#1f1a17', '#3b2a20', '#5a3b28', '#2d2d2d', '#7a5230'][bytes[2]! % 5];
  const shirt = `hsl(${Math.round((hue + 150) % 360)},45%,${35 + (bytes[3]! % 20)}%)`;
  const long = bytes[4]! % 2 === 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="hsl(${Math.round(hue)},55%,88%)"/><stop offset="1" stop-color="hsl(${Math.round(hue + 30)},45%,62%)"/></radialGradient></defs>
<rect width="1200" height="675" fill="url(#bg)"/>
${long ? `<path d="M470 250 Q600 80 730 250 L760 520 L440 520Z" fill="${hair}"/>` : ''}
<path d="M330 675 Q340 500 600 470 Q860 500 870 675Z" fill="${shirt}"/>
<rect x="560" y="380" width="80" height="110" rx="30" fill="${skin}"/>
<ellipse cx="600" cy="300" rx="118" ry="140" fill="${skin}"/>
<path d="M482 290 Q480 150 600 150 Q720 150 718 290 Q690 210 600 205 Q520 210 482 290Z" fill="${hair}"/>
<circle cx="558" cy="305" r="9" fill="#2b2b2b"/><circle cx="642" cy="305" r="9" fill="#2b2b2b"/>
<path d="M565 370 Q600 392 635 370" stroke="#9c4a3c" stroke-width="7" fill="none" stroke-linecap="round"/>
</svg>`;
}

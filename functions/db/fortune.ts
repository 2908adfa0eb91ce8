// Fortune and lucky colour (migration 0035): a market's subjects with their signs and tellers, a
// teller's deck, the phrase corpus of daily readings, the colour palette and fixed colour tables.
// Reads and the seed's write; no HTTP. Readings, draws and the day's colours are derived from these
// rows by src/domain/fortune and src/domain/luckycolor, never stored.
import type { SubjectKind } from '#/domain/fortune/subjects.ts';
import { READING_ASPECTS, type PhraseCorpus, type ReadingAspect } from '#/domain/fortune/dailyReading.ts';
import type { LuckyAspect, PaletteColor } from '#/domain/luckycolor/luckyColors.ts';
import type { Database } from './database.ts';

export interface SubjectRecord {
  urlPath: string;
  kind: SubjectKind;
  name: string;
  intro: string;
}
export interface SignRecord {
  key: string;
  name: string;
  period: string;
}
export interface TellerBrief {
  urlPath: string;
  name: string;
  title: string;
  deckName: string;
}
export interface TellerRecord extends TellerBrief {
  bio: string;
  cards: { number: number; name: string; reading: string }[];
}
export interface SubjectDetail extends SubjectRecord {
  signs: SignRecord[];
  tellers: TellerBrief[];
}

export async function listSubjects(db: Database, country: string): Promise<SubjectRecord[]> {
  const { results } = await db
    .prepare('SELECT url_path AS urlPath, kind, name, intro FROM fortune_subjects WHERE country = ?1 ORDER BY position')
    .bind(country)
    .all<SubjectRecord>();
  return results;
}

/** A subject with its signs (traditional order) and tellers; null: the market has no such subject. */
export async function findSubject(db: Database, country: string, subjectUrl: string): Promise<SubjectDetail | null> {
  const [subject, signs, tellers] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT url_path AS urlPath, kind, name, intro FROM fortune_subjects WHERE country = ?1 AND url_path = ?2').bind(country, subjectUrl),
    db.prepare('SELECT sign_key AS key, name, period FROM fortune_signs WHERE country = ?1 AND subject_url = ?2 ORDER BY position').bind(country, subjectUrl),
    db
      .prepare('SELECT url_path AS urlPath, name, title, deck_name AS deckName FROM fortune_tellers WHERE country = ?1 AND subject_url = ?2 ORDER BY position')
      .bind(country, subjectUrl),
  ]);
  const row = subject!.results[0] as SubjectRecord | undefined;
  if (!row) return null;
  return { ...row, signs: signs!.results as unknown as SignRecord[], tellers: tellers!.results as unknown as TellerBrief[] };
}

/** A teller of a subject with their deck (card order); null: no such teller. */
export async function findTeller(db: Database, country: string, subjectUrl: string, tellerUrl: string): Promise<TellerRecord | null> {
  const [teller, cards] = await db.batch<Record<string, unknown>>([
    db
      .prepare('SELECT url_path AS urlPath, name, title, bio, deck_name AS deckName FROM fortune_tellers WHERE country = ?1 AND subject_url = ?2 AND url_path = ?3')
      .bind(country, subjectUrl, tellerUrl),
    db
      .prepare('SELECT card_no AS number, name, reading FROM fortune_cards WHERE country = ?1 AND subject_url = ?2 AND teller_url = ?3 ORDER BY card_no')
      .bind(country, subjectUrl, tellerUrl),
  ]);
  const row = teller!.results[0] as Omit<TellerRecord, 'cards'> | undefined;
  return row ? { ...row, cards: cards!.results as unknown as TellerRecord['cards'] } : null;
}

export async function readPhraseCorpus(db: Database, country: string): Promise<PhraseCorpus> {
  const { results } = await db
    .prepare('SELECT aspect, text FROM fortune_phrases WHERE country = ?1 ORDER BY aspect, position')
    .bind(country)
    .all<{ aspect: ReadingAspect; text: string }>();
  const corpus = Object.fromEntries(READING_ASPECTS.map((a) => [a, [] as string[]])) as Record<ReadingAspect, string[]>;
  for (const r of results) corpus[r.aspect]?.push(r.text);
  return corpus;
}

export async function readPalette(db: Database, country: string): Promise<PaletteColor[]> {
  const { results } = await db
    .prepare('SELECT color_key AS colorKey, name, hex FROM lucky_palette WHERE country = ?1 ORDER BY position')
    .bind(country)
    .all<PaletteColor>();
  return results;
}

/** A subject's fixed colour table, sign → aspect → colour keys; null: the subject has none. */
export async function readColorTable(db: Database, country: string, subjectUrl: string): Promise<Map<string, Map<LuckyAspect, string[]>> | null> {
  const { results } = await db
    .prepare('SELECT sign_key AS sign, aspect, color_key AS colorKey FROM lucky_color_table WHERE country = ?1 AND subject_url = ?2 ORDER BY sign_key, aspect, position')
    .bind(country, subjectUrl)
    .all<{ sign: string; aspect: LuckyAspect; colorKey: string }>();
  if (!results.length) return null;
  const table = new Map<string, Map<LuckyAspect, string[]>>();
  for (const r of results) {
    const signRow = table.get(r.sign) ?? new Map<LuckyAspect, string[]>();
    signRow.set(r.aspect, [...(signRow.get(r.aspect) ?? []), r.colorKey]);
    table.set(r.sign, signRow);
  }
  return table;
}

export interface FortuneSeed {
  subjects: (SubjectRecord & { signs: SignRecord[]; tellers: (TellerRecord & { bio: string })[] })[];
  phrases: Record<ReadingAspect, string[]>;
  palette: PaletteColor[];
  /** subject url → sign → aspect → colour keys */
  colorTables: Record<string, Record<string, Partial<Record<LuckyAspect, string[]>>>>;
}

/** Replaces everything a market's fortune pages read, in batches of one transaction each. */
export async function replaceFortune(db: Database, country: string, seed: FortuneSeed): Promise<void> {
  const tables = ['fortune_subjects', 'fortune_signs', 'fortune_tellers', 'fortune_cards', 'fortune_phrases', 'lucky_palette', 'lucky_color_table'];
  const statements: D1PreparedStatement[] = tables.map((t) => db.prepare(`DELETE FROM ${t} WHERE country = ?1`).bind(country));
  seed.subjects.forEach((s, position) => {
    statements.push(db.prepare('INSERT INTO fortune_subjects (country, url_path, kind, name, intro, position) VALUES (?1, ?2, ?3, ?4, ?5, ?6)').bind(country, s.urlPath, s.kind, s.name, s.intro, position));
    s.signs.forEach((g, i) =>
      statements.push(db.prepare('INSERT INTO fortune_signs (country, subject_url, sign_key, name, period, position) VALUES (?1, ?2, ?3, ?4, ?5, ?6)').bind(country, s.urlPath, g.key, g.name, g.period, i)),
    );
    s.tellers.forEach((t, i) => {
      statements.push(
        db
          .prepare('INSERT INTO fortune_tellers (country, subject_url, url_path, name, title, bio, deck_name, position) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)')
          .bind(country, s.urlPath, t.urlPath, t.name, t.title, t.bio, t.deckName, i),
      );
      for (const c of t.cards) {
        statements.push(
          db.prepare('INSERT INTO fortune_cards (country, subject_url, teller_url, card_no, name, reading) VALUES (?1, ?2, ?3, ?4, ?5, ?6)').bind(country, s.urlPath, t.urlPath, c.number, c.name, c.reading),
        );
      }
    });
  });
  for (const aspect of READING_ASPECTS) {
    seed.phrases[aspect].forEach((text, i) => statements.push(db.prepare('INSERT INTO fortune_phrases (country, aspect, position, text) VALUES (?1, ?2, ?3, ?4)').bind(country, aspect, i, text)));
  }
  seed.palette.forEach((c, i) =>
    statements.push(db.prepare('INSERT INTO lucky_palette (country, color_key, name, hex, position) VALUES (?1, ?2, ?3, ?4, ?5)').bind(country, c.colorKey, c.name, c.hex, i)),
  );
  for (const [subject, signs] of Object.entries(seed.colorTables)) {
    for (const [sign, aspects] of Object.entries(signs)) {
      for (const [aspect, keys] of Object.entries(aspects)) {
        keys!.forEach((colorKey, i) =>
          statements.push(
            db.prepare('INSERT INTO lucky_color_table (country, subject_url, sign_key, aspect, position, color_key) VALUES (?1, ?2, ?3, ?4, ?5, ?6)').bind(country, subject, sign, aspect, i, colorKey),
          ),
        );
      }
    }
  }
  // One batch is one transaction; D1 caps a batch's size, so large markets write in slices.
  for (let i = 0; i < statements.length; i += 200) await db.batch(statements.slice(i, i + 200));
}

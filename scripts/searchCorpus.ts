// The search bench's corpus (issue #29): 100,000 generated stories per main market beside the demo
// content, indexed by the statements every story write uses (functions/db/search.ts indexStatements,
// src/domain/search/storyDocument.ts), in large batches. Generated text reads like each market's news
// to the index: sentences of real words (bench/vocabulary/<language>.txt, common news words, then the
// demo stories' own words by how often the demo content uses them) drawn with Zipf frequencies, so a
// common word matches tens of thousands of stories and a word of the vocabulary's tail a few dozen.
// Some words that only one demo story uses are held back from the generator: they stay rare.
// The generated stories are the archive: published 120 to 31 days ago, oldest first, and written
// before the demo content (today's news, at most 30 days old), so rows are indexed in the order
// stories are published, as a feed indexes them.
//
// The state is built once into .wrangler/bench-search-template and kept while its key holds: a hash of
// this generator, its vocabularies, src/domain/search (how text is cut), the migrations and the demo
// content (the seed scripts that load it are not in the key: the search bench reads stories only). `npm run bench` copies it to the state it serves.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { indexStatements } from '#functions/db/search.ts';
import { searchWords } from '#/domain/search/searchText.ts';
import { contentLanguageOf, htmlText, storySearchDocument } from '#/domain/search/storyDocument.ts';
import type { ContentLanguage } from '#/markets.ts';
import { applyMigrations } from '#functions/db/migrations.ts';
import { ROOT, localWorkerConfig, readMigrations } from './localPlatform.ts';
import { seedContent } from './seedContent.ts';
import { publisherId } from './seedIds.ts';
import { loadSeedMarket } from './loadSeedContent.ts';
import { SqliteD1 } from './sqliteD1.ts';
import { d1DatabaseFile } from './testState.ts';
import type { SeedCountry } from './seedSchema.ts';
import { seededRandom } from './seededRandom.ts';

export const CORPUS_MARKETS = ['tw', 'hk', 'id', 'th'] as const satisfies readonly SeedCountry[];
export const STORIES_PER_MARKET = Number(process.env.BENCH_SEARCH_STORIES ?? 100_000);
export const CORPUS_TEMPLATE = join(ROOT, '.wrangler', 'bench-search-template');
const STAMP = 'corpus.json';
/** Stories per write batch (one transaction, as one D1 batch). */
const BATCH = 2_000;
/** Zipf exponent: 1 is the classic word-frequency curve of natural text. */
const ZIPF = 1.0;
/** Generated stories are published from ARCHIVE_FROM_MS to ARCHIVE_TO_MS ago, in the order written. */
const ARCHIVE_FROM_MS = 120 * 86_400_000;
const ARCHIVE_TO_MS = 31 * 86_400_000;


const fnv = (text: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
};

export interface Vocabulary {
  language: ContentLanguage;
  /** Words by rank: the most frequent first. */
  words: string[];
  /** Words of one demo story that the generator never writes. */
  heldBack: string[];
}

/** A market's vocabulary: the language's common news words, then the demo content's words by use. */
export function marketVocabulary(market: SeedCountry): Vocabulary {
  const language = contentLanguageOf(market);
  const common = readFileSync(join(ROOT, 'bench', 'vocabulary', `${language}.txt`), 'utf8').split(/\s+/).filter(Boolean);
  const uses = new Map<string, number>();
  const stories = new Map<string, number>();
  for (const a of loadSeedMarket(ROOT, market).articles) {
    const words = searchWords([a.title, a.summary, htmlText(a.body)].join(' '), language).filter((w) => !/^\d+$/.test(w) && [...w].length > 1);
    for (const w of words) uses.set(w, (uses.get(w) ?? 0) + 1);
    for (const w of new Set(words)) stories.set(w, (stories.get(w) ?? 0) + 1);
  }
  const seen = new Set(common);
  const heldBack: string[] = [];
  const demo: string[] = [];
  for (const [word, n] of [...uses].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
    if (seen.has(word)) continue;
    seen.add(word);
    if (stories.get(word) === 1 && fnv(word) % 3 === 0) heldBack.push(word);
    else demo.push(word);
    void n;
  }
  return { language, words: [...common, ...demo], heldBack };
}

/** Draws word ranks with Zipf frequencies (probability ∝ 1 / rank^ZIPF). */
function zipfSampler(size: number, next: () => number): () => number {
  const cumulative = new Float64Array(size);
  let sum = 0;
  for (let r = 0; r < size; r++) cumulative[r] = sum += 1 / Math.pow(r + 1, ZIPF);
  return () => {
    const x = next() * sum;
    let lo = 0;
    let hi = size - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** Writes sentences the way the language does: Thai and Chinese without spaces between words. */
function sentenceWriter(vocabulary: Vocabulary, seed: number): (min: number, max: number, title?: boolean) => string {
  const next = seededRandom(seed);
  const rank = zipfSampler(vocabulary.words.length, next);
  const { language, words } = vocabulary;
  return (min, max, title = false) => {
    const n = min + Math.floor(next() * (max - min + 1));
    const picked = Array.from({ length: n }, () => words[rank()]!);
    if (language === 'id') {
      const text = picked.join(' ');
      return text[0]!.toUpperCase() + text.slice(1) + (title ? '' : '.');
    }
    // Thai separates clauses with a space; Chinese with a comma and ends with a full stop.
    const clauses: string[] = [];
    for (let i = 0, step = 0; i < picked.length; i += step) {
      step = 4 + Math.floor(next() * 4);
      clauses.push(picked.slice(i, i + step).join(''));
    }
    if (language === 'th') return clauses.join(' ');
    return clauses.join(title ? ' ' : '，') + (title ? '' : '。');
  };
}

/** What the state depends on: a change to any of these files builds it again. */
export function corpusKey(): string {
  const hash = createHash('sha256').update(String(STORIES_PER_MARKET));
  const add = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort()) {
      hash.update(relative(ROOT, entry)).update(readFileSync(entry));
    }
  };
  hash.update(readFileSync(join(ROOT, 'scripts', 'searchCorpus.ts')));
  for (const dir of ['bench/vocabulary', 'src/domain/search', 'migrations', 'seed/content']) add(dir);
  return hash.digest('hex').slice(0, 16);
}

/** Writes `count` generated stories of `market` into the database, story rows and index rows together. */
async function writeMarket(db: SqliteD1, market: SeedCountry, count: number, now: number, log: (line: string) => void): Promise<void> {
  const vocabulary = marketVocabulary(market);
  const write = sentenceWriter(vocabulary, fnv(market));
  // The demo content's publishers, written after the archive (foreign keys are checked then).
  const publishers = loadSeedMarket(ROOT, market).publishers.map((p) => publisherId(market, p.id));
  const d1 = db.asD1();
  const started = Date.now();
  for (let from = 0; from < count; from += BATCH) {
    const statements: D1PreparedStatement[] = [];
    for (let i = from; i < Math.min(count, from + BATCH); i++) {
      const hash = `g${market}${i.toString(36)}`;
      const title = write(6, 12, true);
      const summary = write(12, 22);
      const bodyHtml = `<p>${write(12, 22)}</p><p>${write(12, 22)}</p>`;
      const published = Math.round(now - ARCHIVE_FROM_MS + ((ARCHIVE_FROM_MS - ARCHIVE_TO_MS) * i) / count);
      statements.push(
        d1
          .prepare(
            `INSERT INTO articles (hash, country, slug, title, summary, body_html, publisher_id, content_type, publish_time, update_time)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'GENERAL', ?8, ?8)`,
          )
          .bind(hash, market, `bench-${i}`, title, summary, bodyHtml, publishers[i % publishers.length]!, published),
        ...indexStatements(d1, storySearchDocument({ hash, country: market, title, summary, author: null, bodyHtml })),
      );
    }
    await d1.batch(statements);
  }
  log(`search corpus: ${market} ${count.toLocaleString('en')} stories (${vocabulary.words.length} words, ${vocabulary.heldBack.length} held back) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function corpusIsCurrent(key: string): boolean {
  try {
    return (JSON.parse(readFileSync(join(CORPUS_TEMPLATE, STAMP), 'utf8')) as { key: string }).key === key;
  } catch {
    return false;
  }
}

/** Makes sure the corpus state is built (the demo content and the generated stories) and returns its folder. */
export async function ensureSearchCorpus(log: (line: string) => void = console.log): Promise<string> {
  const key = corpusKey();
  if (corpusIsCurrent(key)) return CORPUS_TEMPLATE;
  const building = `${CORPUS_TEMPLATE}.building`;
  rmSync(building, { recursive: true, force: true });
  const { vars, databaseId } = localWorkerConfig();
  const file = d1DatabaseFile(building, databaseId);
  mkdirSync(join(file, '..'), { recursive: true });
  const db = new SqliteD1(file);
  const now = Date.now();
  try {
    await applyMigrations(db.asD1(), readMigrations());
    // A bulk load into a file no one serves yet: no sync to disk at each batch, a larger page cache;
    // the archive's publishers arrive with the demo content, after it.
    db.statement('PRAGMA synchronous = OFF').run();
    db.statement('PRAGMA cache_size = -262144').run();
    db.statement('PRAGMA foreign_keys = OFF').run();
    for (const market of CORPUS_MARKETS) await writeMarket(db, market, STORIES_PER_MARKET, now, log);
    db.statement('PRAGMA foreign_keys = ON').run();
    await seedContent({ ...vars, DB: db.asD1() } as unknown as Env, { media: false, now });
    const orphans = db.statement('SELECT count(*) AS n FROM articles a WHERE NOT EXISTS (SELECT 1 FROM publishers p WHERE p.id = a.publisher_id)').get() as { n: number };
    if (orphans.n) throw new Error(`search corpus: ${orphans.n} stories without their publisher`);
  } finally {
    db.close();
  }
  writeFileSync(join(building, STAMP), JSON.stringify({ key, builtAt: now }));
  rmSync(CORPUS_TEMPLATE, { recursive: true, force: true });
  renameSync(building, CORPUS_TEMPLATE);
  return CORPUS_TEMPLATE;
}

/** Replaces `target` with a copy of the corpus state (built first when it is not current). */
export async function prepareSearchCorpusState(target: string, log?: (line: string) => void): Promise<void> {
  const template = await ensureSearchCorpus(log);
  rmSync(target, { recursive: true, force: true });
  cpSync(template, target, { recursive: true });
  rmSync(join(target, STAMP), { force: true });
}

export const hasSearchCorpus = () => existsSync(join(CORPUS_TEMPLATE, STAMP));

if (import.meta.main) await ensureSearchCorpus();

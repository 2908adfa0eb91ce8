// What publishers, people, tags, dramas and movies are found by (issue #29, decision 0076): the name
// as the title, what a reader might remember of the record as the body. Pure, so every write path
// (seed, editorial, feeds) and the re-indexing of stored records build the same documents.
import { contentLanguageOf } from './storyDocument.ts';

/** The kinds of record besides stories that the index holds. */
export const ENTITY_KINDS = ['publisher', 'profile', 'tag', 'drama', 'movie'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];
/** The kinds entertainment search answers (GET /entmt/search, /v2/ent/search), in the order of its groups. */
export const ENTERTAINMENT_KINDS = ['drama', 'movie', 'profile'] as const satisfies readonly EntityKind[];
export type EntertainmentKind = (typeof ENTERTAINMENT_KINDS)[number];

/**
 * The index's reference to a record of one market: profiles, tags, dramas and movies are keyed by
 * (country, id), so two markets may share an id. A publisher's id is unique on its own.
 */
export function marketRef(country: string, id: string): string {
  return `${country}/${id}`;
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(' ');

const doc = (kind: EntityKind, ref: string, country: string, title: string, body: string) => ({
  kind,
  ref,
  country,
  language: contentLanguageOf(country),
  title,
  body,
});

export function publisherSearchDocument(p: { id: string; country: string; name: string; description: string }) {
  return doc('publisher', p.id, p.country, p.name, p.description);
}

export function profileSearchDocument(p: { country: string; hash: string; name: string; occupation: string; description: string }) {
  return doc('profile', marketRef(p.country, p.hash), p.country, p.name, joined(p.occupation, p.description));
}

/** A tag is found by its own text; it has nothing else to say. */
export function tagSearchDocument(country: string, tag: string) {
  return doc('tag', marketRef(country, tag), country, tag, '');
}

/** A drama: its title, then its line (genre), year, synopsis and cast (names and roles). */
export function dramaSearchDocument(d: { country: string; dramaId: string; title: string; subtitle: string; year: number; synopsis: string; cast: readonly { name: string; role: string }[] }) {
  return doc('drama', marketRef(d.country, d.dramaId), d.country, d.title, joined(d.subtitle, String(d.year), d.synopsis, ...d.cast.flatMap((c) => [c.name, c.role])));
}

/** A movie: its title, then its line, genres, director, synopsis and cast (names and roles). */
export function movieSearchDocument(m: {
  country: string;
  movieId: string;
  title: string;
  subtitle: string;
  genres: readonly string[];
  director: string;
  synopsis: string;
  cast: readonly { name: string; role: string }[];
}) {
  return doc('movie', marketRef(m.country, m.movieId), m.country, m.title, joined(m.subtitle, ...m.genres, m.director, m.synopsis, ...m.cast.flatMap((c) => [c.name, c.role])));
}

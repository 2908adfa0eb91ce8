// The reader's own parts of signed-in pages (docs/decisions/0056): the page is one frame for
// everyone (cacheable), and what belongs to the reader comes as server-rendered HTML from the
// partial /{country}/{ns}/partial/me/{part}, fetched by src/browser/readerParts.ts with the access
// token in its header. Pure: the part names and the partial's path rule (where the session is
// stored: src/stores/storedSession.ts).

/** Every part the partial renders, by the name in its path. */
export const READER_PARTS = ['account', 'activity', 'notices', 'followed', 'search', 'notice-settings', 'movie-orders', 'movie-order'] as const;
export type ReaderPart = (typeof READER_PARTS)[number];

export function isReaderPart(name: string | undefined): name is ReaderPart {
  return (READER_PARTS as readonly string[]).includes(name ?? '');
}

const READER_PART_PATH = /^\/[a-z]+\/v[23]\/partial\/me(\/|$)/;

/** The partial's paths: never answered from, nor stored in, the page cache, with a token or without. */
export function isReaderPartPath(pathname: string): boolean {
  return READER_PART_PATH.test(pathname);
}

/** The browser cache and any shared cache must neither keep the answer nor give it to another token. */
export const READER_PART_CACHE_CONTROL = 'private, no-store';

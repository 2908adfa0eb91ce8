-- The search index (issue #29): one FTS5 row per searchable record, written in the same transaction
-- as the record. Text is cut into words by Intl.Segmenter and into character pairs for unspaced
-- scripts before it is stored (src/domain/search/searchText.ts), so the tokenizer only splits on
-- spaces: unicode61 with marks (M*) as token characters, or it would split Thai words at every
-- vowel sign. `country` is a column of the index so a market's search is one MATCH.
-- `search_docs` maps a record (kind, ref) to its index row, so an update or a delete finds it.

CREATE TABLE search_docs (
  id      INTEGER PRIMARY KEY,
  kind    TEXT NOT NULL,                       -- 'article' (publishers, profiles, tags, dramas, movies follow)
  ref     TEXT NOT NULL,                       -- the record's public id: an article's hash
  country TEXT NOT NULL,
  UNIQUE (kind, ref)
);

CREATE VIRTUAL TABLE search_index USING fts5(
  country,
  title_words,
  title_grams,
  body_words,
  body_grams,
  tokenize = "unicode61 remove_diacritics 0 categories 'L* N* Co M*'"
);

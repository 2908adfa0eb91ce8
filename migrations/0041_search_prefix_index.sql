-- The search index with an index of one-character prefixes (issue #29, decision 0078). A query of
-- one character (雨, ก) is a prefix query over the character pairs: without a prefix index FTS5
-- reads and merges the postings of every term starting with it (400 ms for ก over 100,000 Thai
-- stories); with one, it is a single term's postings. The table is rebuilt with the option (FTS5
-- cannot add it later) and its rows copied by rowid; its vocabulary tables are recreated over it.
DROP TABLE search_terms;
DROP TABLE search_column_terms;

CREATE VIRTUAL TABLE search_index_prefixed USING fts5(
  country,
  title_words,
  title_grams,
  body_words,
  body_grams,
  tokenize = "unicode61 remove_diacritics 0 categories 'L* N* Co M*'",
  prefix = '1'
);

INSERT INTO search_index_prefixed (rowid, country, title_words, title_grams, body_words, body_grams)
  SELECT rowid, country, title_words, title_grams, body_words, body_grams FROM search_index;

DROP TABLE search_index;
ALTER TABLE search_index_prefixed RENAME TO search_index;

CREATE VIRTUAL TABLE search_terms USING fts5vocab(search_index, 'row');
CREATE VIRTUAL TABLE search_column_terms USING fts5vocab(search_index, 'col');

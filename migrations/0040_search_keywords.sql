-- What readers search and click, per market (issue #29, docs/decisions/0077): the results page is
-- cached, so its script reports a search event per results page shown and a click event per result
-- opened. Counts are hourly buckets, each event one UPSERT, so concurrent events sum exactly.
-- `searchers`/`clickers` count distinct readers in the bucket: trending weighs readers, not
-- requests, so one reader searching again and again adds one. `search_keyword_readers` is what makes
-- them distinct (a reader is a hash, never an address) and is swept once it leaves the window.

CREATE TABLE search_keyword_hours (
  country   TEXT NOT NULL,
  keyword   TEXT NOT NULL,                     -- the normalised query (src/domain/search/searchText.ts)
  hour      INTEGER NOT NULL,                  -- epoch ms / 3,600,000
  searches  INTEGER NOT NULL DEFAULT 0,
  clicks    INTEGER NOT NULL DEFAULT 0,
  searchers INTEGER NOT NULL DEFAULT 0,        -- distinct readers who searched it in the hour
  clickers  INTEGER NOT NULL DEFAULT 0,        -- distinct readers who opened a result of it in the hour
  PRIMARY KEY (country, keyword, hour)
) WITHOUT ROWID;

CREATE INDEX search_keyword_hours_recent ON search_keyword_hours (country, hour);

CREATE TABLE search_keyword_readers (
  country TEXT NOT NULL,
  keyword TEXT NOT NULL,
  hour    INTEGER NOT NULL,
  action  TEXT NOT NULL,                       -- 'search' | 'click'
  reader  TEXT NOT NULL,                       -- a hash of the signed-in reader or of the address and browser
  PRIMARY KEY (country, keyword, hour, action, reader)
) WITHOUT ROWID;

CREATE INDEX search_keyword_readers_hour ON search_keyword_readers (hour);

-- The index's vocabulary per column: the words of story titles a typed prefix is completed with
-- when readers' own keywords are too few. Stores nothing itself (fts5vocab over search_index).
CREATE VIRTUAL TABLE search_column_terms USING fts5vocab(search_index, 'col');

-- Publisher feeds (issue 33): the registry of feeds a publisher offers, the fetch state the ingest
-- pipeline keeps per feed, the items it has written as articles, and the remote pictures it has
-- fetched. Times are epoch milliseconds (UTC).

-- One row per feed. A publisher may offer several feeds, but one address only once (the 409 of
-- POST /admin/feeds); the id is AUTOINCREMENT so a deleted feed's id is never reused by another
-- (its items' identities die with it). The fetch state lives on the row: it is read and written
-- with the feed, one writer at a time (the queue consumer), and the scheduler's query is one index.
CREATE TABLE feeds (
  id                    INTEGER PRIMARY KEY AUTOINCREMENT,
  publisher_id          TEXT NOT NULL REFERENCES publishers (id) ON DELETE CASCADE,
  country               TEXT NOT NULL,
  url                   TEXT NOT NULL,
  format                TEXT,                           -- rss, rdf, atom, json: detected at the last success
  tab                   TEXT,                           -- url path of the tab page whose latest listing new stories head
  category              TEXT,                           -- default category of its stories
  poll_minutes          INTEGER NOT NULL DEFAULT 15,
  enabled               INTEGER NOT NULL DEFAULT 1,
  created_time          INTEGER NOT NULL,
  updated_time          INTEGER NOT NULL,
  etag                  TEXT,                           -- validators of the last 200, sent back conditionally
  last_modified         TEXT,
  next_fetch_time       INTEGER NOT NULL,               -- the scheduler enqueues the feed once this has passed
  last_fetch_time       INTEGER,
  last_success_time     INTEGER,
  consecutive_failures  INTEGER NOT NULL DEFAULT 0,
  last_failure_reason   TEXT,
  last_failure_time     INTEGER,
  healthy               INTEGER NOT NULL DEFAULT 1,
  UNIQUE (publisher_id, url)
);
CREATE INDEX feeds_due ON feeds (enabled, next_fetch_time);

-- What each item of a feed became: keyed by (feed, the item's GUID/id/link) so a re-fetch finds it
-- again; article_id is UNIQUE and allocated by the insert itself (functions/db/feeds.ts), so two
-- consumers can never give two items one article. content_hash = '' until the article is written.
CREATE TABLE feed_items (
  feed_id       INTEGER NOT NULL REFERENCES feeds (id) ON DELETE CASCADE,
  item_key      TEXT NOT NULL,
  article_id    INTEGER NOT NULL UNIQUE,
  content_hash  TEXT NOT NULL DEFAULT '',
  created_time  INTEGER NOT NULL,
  updated_time  INTEGER NOT NULL,
  PRIMARY KEY (feed_id, item_key)
);

-- Each remote picture fetched once, by its address: the stored image hash (R2 images/<hash>/<size>)
-- with the original's dimensions (for placeholders), or why it could not be used (never retried).
CREATE TABLE feed_images (
  source_url    TEXT PRIMARY KEY,
  image_hash    TEXT,
  width         INTEGER,
  height        INTEGER,
  failure       TEXT,
  fetched_time  INTEGER NOT NULL
);

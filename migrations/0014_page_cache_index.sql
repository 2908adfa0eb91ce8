-- The page cache's tag index (docs/decisions/0019): which cached pages carry a tag, so a purge reads
-- the keys of one tag instead of listing every cached page. A page's path is indexed as the tag
-- 'path:<normalised path>'. Rows expire with their page; the scheduled sweep deletes them.
CREATE TABLE page_cache_index (
  tag         TEXT NOT NULL,
  page_key    TEXT NOT NULL,
  expires_at  INTEGER NOT NULL,
  PRIMARY KEY (tag, page_key)
) WITHOUT ROWID;
CREATE INDEX page_cache_index_by_key ON page_cache_index (page_key);
CREATE INDEX page_cache_index_by_expiry ON page_cache_index (expires_at);

-- When each tag was last purged: a page whose render started before that time is not kept, so a
-- render that was in flight during a purge cannot store what the purge removed.
CREATE TABLE page_cache_purges (
  tag        TEXT PRIMARY KEY,
  purged_at  INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX page_cache_purges_by_time ON page_cache_purges (purged_at);

-- Content-security-policy violation reports sent by browsers (docs/decisions/0024), kept bounded:
-- the route prunes past the newest 10,000 and anything older than 30 days.
CREATE TABLE csp_reports (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at   INTEGER NOT NULL,
  document_url  TEXT NOT NULL,
  directive     TEXT NOT NULL,
  blocked_url   TEXT NOT NULL,
  source_file   TEXT,
  line          INTEGER,
  sample        TEXT,
  disposition   TEXT NOT NULL,
  user_agent    TEXT
);
CREATE INDEX csp_reports_by_time ON csp_reports (received_at);

-- Fixed-window counters of the abuse limits: one row per limit, key and window; a request is counted
-- by one INSERT … ON CONFLICT … RETURNING, so concurrent requests never share a count.
CREATE TABLE rate_limit_counts (
  bucket        TEXT NOT NULL,
  window_start  INTEGER NOT NULL,
  hits          INTEGER NOT NULL,
  PRIMARY KEY (bucket, window_start)
) WITHOUT ROWID;
CREATE INDEX rate_limit_counts_by_window ON rate_limit_counts (window_start);

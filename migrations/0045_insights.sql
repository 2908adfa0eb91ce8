-- Measurement (issue 32): the events the collector accepted, each counted once by its id
-- (insight_seen, swept after two days), rolled up per minute, market and page type by the insights
-- queue's consumer. The dashboard (/admin/insights) sums them over a range.
CREATE TABLE insight_seen (
  event_id TEXT PRIMARY KEY,
  seen_at  INTEGER NOT NULL
);
CREATE INDEX insight_seen_by_time ON insight_seen (seen_at);

-- Page views per path (the query left out); title: the latest seen.
CREATE TABLE insight_page_views (
  minute    INTEGER NOT NULL,
  country   TEXT NOT NULL,
  page_type TEXT NOT NULL,
  path      TEXT NOT NULL,
  title     TEXT NOT NULL DEFAULT '',
  views     INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (minute, country, page_type, path)
);

-- Named events (tag-manager clicks, gallery slides and zooms, online/offline…).
CREATE TABLE insight_events (
  minute    INTEGER NOT NULL,
  country   TEXT NOT NULL,
  page_type TEXT NOT NULL,
  name      TEXT NOT NULL,
  label     TEXT NOT NULL DEFAULT '',
  count     INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (minute, country, page_type, name, label)
);

-- Impressions and clicks per ad slot, module or card.
CREATE TABLE insight_impressions (
  minute      INTEGER NOT NULL,
  country     TEXT NOT NULL,
  page_type   TEXT NOT NULL,
  target      TEXT NOT NULL,
  target_kind TEXT NOT NULL CHECK (target_kind IN ('ad', 'module', 'card')),
  impressions INTEGER NOT NULL DEFAULT 0,
  clicks      INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (minute, country, page_type, target, target_kind)
);

-- Web Vitals as histograms (src/domain/insights/events.ts vitalBucket): a p75 over any range.
CREATE TABLE insight_vitals (
  minute    INTEGER NOT NULL,
  country   TEXT NOT NULL,
  page_type TEXT NOT NULL,
  metric    TEXT NOT NULL CHECK (metric IN ('LCP', 'CLS', 'INP', 'FCP', 'TTFB')),
  bucket    INTEGER NOT NULL,
  count     INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (minute, country, page_type, metric, bucket)
);

-- Error reports by message (its first 200 characters).
CREATE TABLE insight_errors (
  minute    INTEGER NOT NULL,
  country   TEXT NOT NULL,
  page_type TEXT NOT NULL,
  message   TEXT NOT NULL,
  count     INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (minute, country, page_type, message)
);

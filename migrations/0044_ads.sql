-- The first-party ad server (issue #31): campaigns with their creatives and targeting, the ad
-- modules pages place (one row per module, its AdModuleConfig as JSON), and the counting.
-- Ids are text (the editors' own, e.g. tw-bubble-tea): the admin API upserts by id, and a demo
-- reload keeps every id. Counting is exact under concurrency because every counted event is one row
-- keyed by its eventId: a batch adds to the rollup and the reader's frequency counter only while no
-- row of that eventId exists, then inserts it, all in one transaction (functions/db/ads.ts).

CREATE TABLE ad_campaigns (
  id TEXT PRIMARY KEY,
  country TEXT NOT NULL,
  name TEXT NOT NULL,
  -- Shown as the ad's label.
  sponsor TEXT NOT NULL,
  weight INTEGER NOT NULL CHECK (weight >= 0),
  -- Impressions per reader per market day; NULL: no cap.
  frequency_cap INTEGER CHECK (frequency_cap IS NULL OR frequency_cap > 0),
  -- Epoch ms; NULL: open-ended.
  start_time INTEGER,
  end_time INTEGER,
  landing_url TEXT NOT NULL,
  updated_time INTEGER NOT NULL
);
CREATE INDEX ad_campaigns_by_country ON ad_campaigns (country);

-- Targeting, one row per value: a dimension a campaign has no row for matches every request.
CREATE TABLE ad_targeting (
  campaign_id TEXT NOT NULL,
  dimension TEXT NOT NULL CHECK (dimension IN ('pageType', 'category', 'device')),
  value TEXT NOT NULL,
  PRIMARY KEY (campaign_id, dimension, value)
);

CREATE TABLE ad_creatives (
  id TEXT PRIMARY KEY,
  campaign_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('image', 'html', 'native', 'video')),
  weight INTEGER NOT NULL CHECK (weight >= 0),
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  -- The kind's own fields (image url and alt, HTML, native title/summary/image, video url/type/duration).
  content_json TEXT NOT NULL,
  -- NULL: the campaign's landing page.
  landing_url TEXT
);
CREATE INDEX ad_creatives_by_campaign ON ad_creatives (campaign_id);

CREATE TABLE ad_placements (
  id TEXT PRIMARY KEY,
  country TEXT NOT NULL,
  placement TEXT NOT NULL,
  position INTEGER NOT NULL,
  config_json TEXT NOT NULL,
  updated_time INTEGER NOT NULL
);
CREATE INDEX ad_placements_by_country ON ad_placements (country, placement, position);

-- Every counted event, forever: its id is the idempotency key (a resent event counts nothing).
CREATE TABLE ad_events (
  event_id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  campaign_id TEXT NOT NULL,
  creative_id TEXT NOT NULL,
  slot TEXT NOT NULL,
  country TEXT NOT NULL,
  created_time INTEGER NOT NULL
);

-- Counts per market day, campaign, creative, slot and event type: what the report reads.
CREATE TABLE ad_rollups (
  country TEXT NOT NULL,
  day TEXT NOT NULL,
  campaign_id TEXT NOT NULL,
  creative_id TEXT NOT NULL,
  slot TEXT NOT NULL,
  type TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (country, day, campaign_id, creative_id, slot, type)
);

-- Impressions per reader, campaign and market day: the frequency cap reads these.
CREATE TABLE ad_frequency (
  reader TEXT NOT NULL,
  campaign_id TEXT NOT NULL,
  day TEXT NOT NULL,
  impressions INTEGER NOT NULL,
  PRIMARY KEY (reader, campaign_id, day)
);

-- Content records of content-spec §3: publishers, articles, pages, modules, tabs, listings.
-- Times are epoch milliseconds (UTC); JSON columns hold small structured values read whole.

CREATE TABLE publishers (
  id            TEXT PRIMARY KEY,          -- content provider id (cpId)
  country       TEXT NOT NULL,
  name          TEXT NOT NULL,
  description   TEXT NOT NULL DEFAULT '',
  logo_hash     TEXT,                      -- image hash in R2
  updated_time  INTEGER NOT NULL
);
CREATE INDEX publishers_country ON publishers (country);

CREATE TABLE articles (
  id              INTEGER PRIMARY KEY,
  hash            TEXT NOT NULL UNIQUE,    -- public id, also the article urlPath
  country         TEXT NOT NULL,
  slug            TEXT NOT NULL,           -- stable source key (feed id), unique per market
  title           TEXT NOT NULL,
  summary         TEXT NOT NULL DEFAULT '',
  body_html       TEXT NOT NULL,           -- sanitised rich HTML
  author          TEXT NOT NULL DEFAULT '',
  publisher_id    TEXT NOT NULL REFERENCES publishers (id),
  category        TEXT NOT NULL DEFAULT '',
  category_id     INTEGER NOT NULL DEFAULT 0,
  content_type    TEXT NOT NULL CHECK (content_type IN
                    ('ADVERTORIAL','ALBUM','EXTERNAL','GENERAL','LIVE','POLL','TOPIC','TRAILER','VIDEOHUB')),
  sub_type        TEXT NOT NULL DEFAULT 'GENERAL' CHECK (sub_type IN ('GENERAL','ADVERTORIAL')),
  age_limit       INTEGER NOT NULL DEFAULT 0,
  thumbnail_type  TEXT NOT NULL DEFAULT 'IMAGE' CHECK (thumbnail_type IN ('IMAGE','VIDEO')),
  thumbnail_hash  TEXT,
  media_json      TEXT,                    -- {"type":"HLS",...} or {"type":"GALLERY","items":[...]}
  tags_json       TEXT NOT NULL DEFAULT '[]',
  publish_time    INTEGER NOT NULL,
  update_time     INTEGER NOT NULL,
  UNIQUE (country, slug)
);
CREATE INDEX articles_country_publish ON articles (country, publish_time DESC);
CREATE INDEX articles_publisher ON articles (publisher_id, publish_time DESC);

CREATE TABLE article_tags (
  article_id  INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  tag         TEXT NOT NULL,
  position    INTEGER NOT NULL,
  PRIMARY KEY (article_id, tag)
);
CREATE INDEX article_tags_tag ON article_tags (tag);

CREATE TABLE pages (
  id                INTEGER PRIMARY KEY,
  country           TEXT NOT NULL,
  url_path          TEXT NOT NULL,
  name              TEXT NOT NULL,
  type              TEXT NOT NULL DEFAULT 'GENERAL',
  sub_type          TEXT,                  -- movie tab, tabs, publisher
  share_json        TEXT NOT NULL DEFAULT '{}',
  updated_time      INTEGER NOT NULL,
  UNIQUE (country, url_path)
);

CREATE TABLE listings (
  id            TEXT PRIMARY KEY,
  country       TEXT NOT NULL,
  title         TEXT NOT NULL DEFAULT '',
  type          TEXT,
  source        TEXT NOT NULL DEFAULT 'CURATED', -- CURATED, LATEST, …
  shuffle       INTEGER NOT NULL DEFAULT 0,
  meta_json     TEXT NOT NULL DEFAULT '{}',
  start_date    INTEGER,
  end_date      INTEGER,
  updated_time  INTEGER NOT NULL
);
CREATE INDEX listings_country ON listings (country);

CREATE TABLE listing_items (
  listing_id  TEXT NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  article_id  INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  PRIMARY KEY (listing_id, position)
);
CREATE INDEX listing_items_article ON listing_items (article_id);

CREATE TABLE modules (
  id            INTEGER PRIMARY KEY,
  page_id       INTEGER NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  type          TEXT NOT NULL,
  title         TEXT NOT NULL DEFAULT '',
  source        TEXT NOT NULL DEFAULT 'CURATED',
  view_type     TEXT NOT NULL DEFAULT 'OTHER',   -- LITE or OTHER
  entity_type   TEXT,
  entity_id     TEXT,
  anchor_id     TEXT,
  props_json    TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX modules_page ON modules (page_id, position);

CREATE TABLE module_listings (
  module_id   INTEGER NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  listing_id  TEXT NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  item_limit  INTEGER NOT NULL DEFAULT 20,
  PRIMARY KEY (module_id, listing_id)
);

CREATE TABLE tabs (
  id          INTEGER PRIMARY KEY,
  country     TEXT NOT NULL,
  tab_group   TEXT NOT NULL DEFAULT '*',  -- user group the tab set is for; '*' = everyone
  position    INTEGER NOT NULL,
  name        TEXT NOT NULL,
  page_id     INTEGER NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  UNIQUE (country, tab_group, position)
);

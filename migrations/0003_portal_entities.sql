-- What the portal's non-article modules show (content-spec §3), read-only for now:
-- brief entities (dramas, movies, content providers) with their listings, trending comments with
-- theirs, and polls a poll module points at. Voting, commenting and subscribing come later.

CREATE TABLE entities (
  country       TEXT NOT NULL,
  entity_type   TEXT NOT NULL CHECK (entity_type IN ('DRAMA','MOVIE','CP')),
  entity_id     TEXT NOT NULL,
  url_path      TEXT NOT NULL,             -- /v2/drama/{urlPath}, /v2/movie/{urlPath}/, /v2/publisher/{cpId}
  title         TEXT NOT NULL,
  subtitle      TEXT NOT NULL DEFAULT '',  -- genre, cast, or a publisher's line
  image_hash    TEXT,                      -- poster or logo
  score         REAL,                      -- chart score out of 10
  rating        TEXT,                      -- movie rating code (content-spec §3)
  updated_time  INTEGER NOT NULL,
  PRIMARY KEY (country, entity_type, entity_id)
);

CREATE TABLE listing_entities (
  listing_id   TEXT NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  position     INTEGER NOT NULL,
  country      TEXT NOT NULL,
  entity_type  TEXT NOT NULL,
  entity_id    TEXT NOT NULL,
  PRIMARY KEY (listing_id, position)
);

CREATE TABLE comments (
  hash          TEXT PRIMARY KEY,           -- commentHash: trending-comment items take their id from it
  country       TEXT NOT NULL,
  article_id    INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  author        TEXT NOT NULL,
  body          TEXT NOT NULL,
  like_count    INTEGER NOT NULL DEFAULT 0,
  created_time  INTEGER NOT NULL
);

CREATE TABLE listing_comments (
  listing_id    TEXT NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  comment_hash  TEXT NOT NULL REFERENCES comments (hash) ON DELETE CASCADE,
  PRIMARY KEY (listing_id, position)
);

CREATE TABLE polls (
  id            INTEGER PRIMARY KEY,
  country       TEXT NOT NULL,
  url_path      TEXT NOT NULL,
  question      TEXT NOT NULL,
  options_json  TEXT NOT NULL,              -- ["option text", …]; option ids are POLL_{id}_{index}
  end_time      INTEGER,
  updated_time  INTEGER NOT NULL,
  UNIQUE (country, url_path)
);

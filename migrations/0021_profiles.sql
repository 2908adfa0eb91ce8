-- People pages (content-spec §2 /v2/profile/{hash}, §3 Page profileInfoMeta): celebrities, athletes,
-- politicians and creators, per market, keyed by (country, hash). Other features resolve a profile
-- with SELECT … FROM profiles WHERE country = ? AND hash = ? (subscriptions: entity type PROFILE).
CREATE TABLE profiles (
  country        TEXT NOT NULL,
  hash           TEXT NOT NULL,
  name           TEXT NOT NULL,
  celebrity_type TEXT NOT NULL,             -- src/domain/profiles/profiles.ts CELEBRITY_TYPES
  occupation     TEXT NOT NULL,             -- in the market's language
  description    TEXT NOT NULL DEFAULT '',
  image_hash     TEXT,                      -- image hash in R2
  updated_time   INTEGER NOT NULL,
  PRIMARY KEY (country, hash)
) WITHOUT ROWID;

-- The stories a profile appears in. Related profiles are derived from shared stories (no table).
CREATE TABLE profile_articles (
  country       TEXT NOT NULL,
  profile_hash  TEXT NOT NULL,
  article_id    INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL DEFAULT 0, -- order in an article's "people in this story" row
  PRIMARY KEY (country, profile_hash, article_id),
  FOREIGN KEY (country, profile_hash) REFERENCES profiles (country, hash) ON DELETE CASCADE
) WITHOUT ROWID;
CREATE INDEX profile_articles_article ON profile_articles (article_id, position);

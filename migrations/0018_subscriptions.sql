-- What readers follow (content-spec §7 Subscription): publishers (CP), profiles and tags, per market.
-- One row per reader and entity (the primary key), so concurrent follows never double a row; the
-- per-reader limit is checked in the same statement that inserts (functions/db/subscriptions.ts).
CREATE TABLE subscriptions (
  user_id       TEXT NOT NULL,
  country       TEXT NOT NULL,
  entity_type   TEXT NOT NULL CHECK (entity_type IN ('CP', 'PROFILE', 'TAG')),
  entity_id     TEXT NOT NULL,
  created_time  INTEGER NOT NULL,
  PRIMARY KEY (user_id, country, entity_type, entity_id)
) WITHOUT ROWID;
CREATE INDEX subscriptions_entity ON subscriptions (country, entity_type, entity_id);
CREATE INDEX subscriptions_reader_time ON subscriptions (user_id, country, created_time DESC);

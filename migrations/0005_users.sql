-- Readers' own data (content-spec §3, §7), keyed by the verified user id of their access token.
CREATE TABLE users (
  user_id        TEXT PRIMARY KEY,
  display_name   TEXT NOT NULL DEFAULT '',
  picture_url    TEXT,
  user_group     TEXT NOT NULL DEFAULT 'NA',
  gender         TEXT,
  age            INTEGER,
  interest       TEXT,
  region         TEXT,
  mature         INTEGER NOT NULL DEFAULT 0,
  mid_opt_out    INTEGER NOT NULL DEFAULT 0,
  weather_area   TEXT,
  personalized_opt_out INTEGER NOT NULL DEFAULT 0,
  marketing_agreed     INTEGER NOT NULL DEFAULT 0,
  marketing_time       INTEGER,
  tos_agreed           INTEGER NOT NULL DEFAULT 0,
  tos_time             INTEGER,
  created_time   INTEGER NOT NULL,
  updated_time   INTEGER NOT NULL
);

CREATE TABLE friendships (
  user_id     TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  contact_type TEXT NOT NULL CHECK (contact_type IN ('CP', 'ELECTION_PROFILE')),
  profile_id  TEXT NOT NULL,
  created_time INTEGER NOT NULL,
  PRIMARY KEY (user_id, contact_type, profile_id)
);

CREATE TABLE video_history (
  user_id       TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  video_id      TEXT NOT NULL,
  content_type  TEXT NOT NULL DEFAULT 'VIDEO',
  watched_time  REAL NOT NULL,
  duration      REAL NOT NULL,
  touched_time  INTEGER NOT NULL,
  PRIMARY KEY (user_id, video_id)
);
CREATE INDEX video_history_recent ON video_history (user_id, touched_time DESC);

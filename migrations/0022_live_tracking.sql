-- Live video tracking (content-spec §7 live tracking): one row per player session (its play view),
-- raw watch-time and quality-of-experience reports, and per-broadcast totals. Totals change only by
-- single-statement upserts that add to the stored value, so many players reporting at once sum exactly.
-- Watch time is kept in integer milliseconds: sums of integers stay exact where sums of fractions would not.
CREATE TABLE live_play_sessions (
  session_id        TEXT PRIMARY KEY,
  article_id        INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  country           TEXT NOT NULL,
  user_id           TEXT,
  broadcast_status  TEXT NOT NULL CHECK (broadcast_status IN ('LIVE','ARCHIVED')),
  source            TEXT NOT NULL CHECK (source IN ('LINELIVE','GLP','EXTERNAL')),
  play_mode         TEXT NOT NULL CHECK (play_mode IN ('AUTOPLAY','PLAY_BUTTON','REPLAY')),
  watch_ms          INTEGER NOT NULL DEFAULT 0 CHECK (watch_ms >= 0),
  started_time      INTEGER NOT NULL,
  last_report_time  INTEGER NOT NULL
);
CREATE INDEX live_play_sessions_article ON live_play_sessions (article_id, started_time);

CREATE TABLE live_watch_events (
  id            INTEGER PRIMARY KEY,
  session_id    TEXT NOT NULL REFERENCES live_play_sessions (session_id) ON DELETE CASCADE,
  article_id    INTEGER NOT NULL,
  via_beacon    INTEGER NOT NULL CHECK (via_beacon IN (0, 1)),
  watch_ms      INTEGER NOT NULL CHECK (watch_ms >= 0),
  position_s    REAL NOT NULL,
  quality       TEXT NOT NULL,
  user_id       TEXT,
  created_time  INTEGER NOT NULL
);
CREATE INDEX live_watch_events_session ON live_watch_events (session_id);

CREATE TABLE live_qoe_events (
  id                INTEGER PRIMARY KEY,
  session_id        TEXT NOT NULL REFERENCES live_play_sessions (session_id) ON DELETE CASCADE,
  article_id        INTEGER NOT NULL,
  startup_ms        INTEGER,
  rebuffer_count    INTEGER NOT NULL,
  rebuffer_ms       INTEGER NOT NULL,
  quality_switches  INTEGER NOT NULL,
  bitrate_kbps      INTEGER,
  fatal_error       TEXT,
  user_id           TEXT,
  created_time      INTEGER NOT NULL
);
CREATE INDEX live_qoe_events_session ON live_qoe_events (session_id);

CREATE TABLE live_track_totals (
  article_id       INTEGER PRIMARY KEY REFERENCES articles (id) ON DELETE CASCADE,
  country          TEXT NOT NULL,
  play_views       INTEGER NOT NULL DEFAULT 0,
  live_play_views  INTEGER NOT NULL DEFAULT 0,
  watch_ms         INTEGER NOT NULL DEFAULT 0,
  qoe_reports      INTEGER NOT NULL DEFAULT 0,
  rebuffer_count   INTEGER NOT NULL DEFAULT 0,
  fatal_errors     INTEGER NOT NULL DEFAULT 0,
  updated_time     INTEGER NOT NULL
);
CREATE INDEX live_track_totals_country ON live_track_totals (country, article_id);

-- Quizzes (content-spec §3 Quiz, §7): a quiz with its questions, options and results; plays
-- counted per result; campaigns on a quiz with one ranking row per reader (the primary key), so
-- ranks derived from the rows stay exact however many readers play at once.

CREATE TABLE quizzes (
  id                INTEGER PRIMARY KEY,
  country           TEXT NOT NULL,
  hash              TEXT NOT NULL,                     -- /v2/quiz/{hash}
  type              TEXT NOT NULL CHECK (type IN ('PERSONALITY','SCORE')),
  layout            TEXT NOT NULL CHECK (layout IN ('SHOWCASE','GRID')),
  image_type        TEXT NOT NULL CHECK (image_type IN ('NONE','LANDSCAPE','SQUARE','MOVIE')),
  title             TEXT NOT NULL,
  intro             TEXT NOT NULL DEFAULT '',
  cover_image_hash  TEXT,
  updated_time      INTEGER NOT NULL,
  UNIQUE (country, hash)
);

CREATE TABLE quiz_questions (
  id          INTEGER PRIMARY KEY,
  quiz_id     INTEGER NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  text        TEXT NOT NULL,
  image_hash  TEXT,
  UNIQUE (quiz_id, position)
);

CREATE TABLE quiz_results (
  quiz_id      INTEGER NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
  hash         TEXT NOT NULL,                          -- /v2/quiz/{hash}/result/{resultHash}
  position     INTEGER NOT NULL,
  title        TEXT NOT NULL,
  description  TEXT NOT NULL DEFAULT '',
  image_hash   TEXT,
  level        INTEGER CHECK (level IN (0, 1, 2)),     -- SCORE quizzes: low 0, medium 1, high 2
  plays        INTEGER NOT NULL DEFAULT 0,             -- raised by one atomic UPDATE per recorded play
  PRIMARY KEY (quiz_id, hash)
);

CREATE TABLE quiz_options (
  id           INTEGER PRIMARY KEY,
  question_id  INTEGER NOT NULL REFERENCES quiz_questions (id) ON DELETE CASCADE,
  position     INTEGER NOT NULL,
  text         TEXT NOT NULL,
  image_hash   TEXT,
  correct      INTEGER NOT NULL DEFAULT 0 CHECK (correct IN (0, 1)),   -- SCORE
  points       INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),        -- SCORE: what choosing it adds
  result_hash  TEXT,                                                   -- PERSONALITY: the result it counts toward
  UNIQUE (question_id, position)
);

CREATE TABLE quiz_campaigns (
  id            INTEGER PRIMARY KEY,
  quiz_id       INTEGER NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
  slug          TEXT NOT NULL,                         -- editorial key: rewrites keep the id and its rankings
  country       TEXT NOT NULL,
  title         TEXT NOT NULL,
  description   TEXT NOT NULL DEFAULT '',
  start_time    INTEGER NOT NULL,
  end_time      INTEGER NOT NULL,
  updated_time  INTEGER NOT NULL,
  UNIQUE (quiz_id, slug)
);

CREATE TABLE quiz_campaign_rankings (
  campaign_id    INTEGER NOT NULL REFERENCES quiz_campaigns (id) ON DELETE CASCADE,
  user_id        TEXT NOT NULL,
  display_name   TEXT NOT NULL DEFAULT '',
  best_score     INTEGER NOT NULL,
  best_time      INTEGER NOT NULL,
  attempts       INTEGER NOT NULL DEFAULT 1,
  best_attempt   INTEGER NOT NULL DEFAULT 1,           -- which attempt set the best: tells a renewed record apart
  PRIMARY KEY (campaign_id, user_id)
);
CREATE INDEX quiz_campaign_rankings_order ON quiz_campaign_rankings (campaign_id, best_score DESC, best_time);

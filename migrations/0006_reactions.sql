-- Reactions (content-spec §3–§4): at most one per reader and post (the primary key), so counts
-- derived from the rows stay exact however many readers act at once.
CREATE TABLE reactions (
  post_type      TEXT NOT NULL,
  post_id        TEXT NOT NULL,
  user_id        TEXT NOT NULL,
  like_type      INTEGER NOT NULL CHECK (like_type IN (1001, 1002, 1003, 1004, 1005, 1006)),
  content_type   TEXT NOT NULL,
  category_id    TEXT,
  created_time   INTEGER NOT NULL,
  PRIMARY KEY (post_type, post_id, user_id)
);
CREATE INDEX reactions_counts ON reactions (post_type, post_id, like_type);

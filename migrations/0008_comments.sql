-- Comments (content-spec §3–§4): readers' comments and replies on articles, dramas, polls, quizzes,
-- movies and profiles, with one vote and one report per reader and comment (primary keys), so
-- counts derived from the rows stay exact however many readers act at once.
--
-- The read-only `comments` table of 0003 (trending comments, article-only, a fixed like count)
-- becomes the general table: article_id → target ('article', id), like_count → imported_up (a
-- count carried over from before votes were rows; readers' votes are added to it, never written
-- into it). listing_comments references comments, so it is saved, rebuilt and refilled around the
-- swap (dropping comments first would cascade into it).

CREATE TABLE listing_comments_saved AS SELECT listing_id, position, comment_hash FROM listing_comments;
DROP TABLE listing_comments;

CREATE TABLE comments_next (
  hash          TEXT PRIMARY KEY,            -- commentHash: 'c' + 11 letters/digits
  country       TEXT NOT NULL,
  target_type   TEXT NOT NULL CHECK (target_type IN ('article', 'drama', 'poll', 'quiz', 'movie', 'profile')),
  target_id     TEXT NOT NULL,               -- article id (the post id), entity id, poll id, quiz or profile hash
  kind          TEXT NOT NULL DEFAULT 'COMMENT' CHECK (kind IN ('COMMENT', 'REPLY')),
  parent_hash   TEXT,                        -- the comment a REPLY answers (always a COMMENT: one level)
  user_id       TEXT,                        -- the verified author; NULL for imported comments
  author        TEXT NOT NULL,               -- display name when posted
  picture_url   TEXT,
  body          TEXT NOT NULL,
  imported_up   INTEGER NOT NULL DEFAULT 0,
  imported_down INTEGER NOT NULL DEFAULT 0,
  hidden_reason TEXT CHECK (hidden_reason IN ('spam', 'blind', 'forbidden')),
  deleted_time  INTEGER,                     -- deleted by its author: kept (rate limit), never shown
  created_time  INTEGER NOT NULL,
  CHECK ((kind = 'COMMENT') = (parent_hash IS NULL))
);

INSERT INTO comments_next (hash, country, target_type, target_id, kind, author, body, imported_up, created_time)
  SELECT hash, country, 'article', CAST(article_id AS TEXT), 'COMMENT', author, body, like_count, created_time FROM comments;

DROP TABLE comments;
ALTER TABLE comments_next RENAME TO comments;

CREATE INDEX comments_by_target ON comments (target_type, target_id, created_time DESC);
CREATE INDEX comments_by_parent ON comments (parent_hash, created_time);
CREATE INDEX comments_by_author ON comments (user_id, created_time);

CREATE TABLE listing_comments (
  listing_id    TEXT NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  comment_hash  TEXT NOT NULL REFERENCES comments (hash) ON DELETE CASCADE,
  PRIMARY KEY (listing_id, position)
);
INSERT INTO listing_comments (listing_id, position, comment_hash) SELECT listing_id, position, comment_hash FROM listing_comments_saved;
DROP TABLE listing_comments_saved;

CREATE TABLE comment_votes (
  comment_hash  TEXT NOT NULL REFERENCES comments (hash) ON DELETE CASCADE,
  user_id       TEXT NOT NULL,
  vote          TEXT NOT NULL CHECK (vote IN ('UP', 'DOWN')),
  created_time  INTEGER NOT NULL,
  PRIMARY KEY (comment_hash, user_id)
);
CREATE INDEX comment_votes_counts ON comment_votes (comment_hash, vote);

CREATE TABLE comment_reports (
  comment_hash  TEXT NOT NULL REFERENCES comments (hash) ON DELETE CASCADE,
  user_id       TEXT NOT NULL,
  reason        TEXT,
  created_time  INTEGER NOT NULL,
  PRIMARY KEY (comment_hash, user_id)
);

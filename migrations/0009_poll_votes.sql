-- Poll voting (content-spec §3–§4): a poll allows up to max_choices options per reader (1 = single
-- choice). A vote is one row per reader and chosen option, so counts derived from the rows stay
-- exact however many readers vote, change or withdraw at once; consent is one row per reader and
-- consent key.
ALTER TABLE polls ADD COLUMN max_choices INTEGER NOT NULL DEFAULT 1 CHECK (max_choices >= 1);

CREATE TABLE poll_votes (
  poll_id       INTEGER NOT NULL REFERENCES polls (id) ON DELETE CASCADE,
  user_id       TEXT NOT NULL,
  option_index  INTEGER NOT NULL CHECK (option_index >= 0),
  created_time  INTEGER NOT NULL,
  PRIMARY KEY (poll_id, user_id, option_index)
);
CREATE INDEX poll_votes_counts ON poll_votes (poll_id, option_index);

CREATE TABLE poll_consents (
  poll_id       INTEGER NOT NULL REFERENCES polls (id) ON DELETE CASCADE,
  user_id       TEXT NOT NULL,
  consent_key   TEXT NOT NULL,
  created_time  INTEGER NOT NULL,
  PRIMARY KEY (poll_id, user_id, consent_key)
);

-- Signed quiz results already entered in a campaign ranking (docs/decisions/0026): the nonce is
-- spent in the same batch that records the attempt, so a result counts once however often it is sent.
CREATE TABLE quiz_result_uses (
  nonce        TEXT PRIMARY KEY,
  campaign_id  INTEGER NOT NULL,
  user_id      TEXT NOT NULL,
  used_at      INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX quiz_result_uses_by_time ON quiz_result_uses (used_at);

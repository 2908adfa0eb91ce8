-- Live broadcasts of LIVE articles (content-spec §3): the status the live status lookup answers.
CREATE TABLE live_broadcasts (
  article_id    INTEGER PRIMARY KEY REFERENCES articles (id) ON DELETE CASCADE,
  status        TEXT NOT NULL CHECK (status IN ('RESERVED','LIVE','FINISHED','ARCHIVED','TEST_SUSPEND','TEST','SUSPEND','DELETED')),
  updated_time  INTEGER NOT NULL
);

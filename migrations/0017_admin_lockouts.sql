-- Addresses locked out of the admin API after too many wrong tokens (docs/decisions/0025). Each
-- lockout that follows another within a day lasts twice as long, so guessing slows down ever more.
CREATE TABLE admin_lockouts (
  address       TEXT PRIMARY KEY,
  strikes       INTEGER NOT NULL,
  locked_until  INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX admin_lockouts_by_end ON admin_lockouts (locked_until);

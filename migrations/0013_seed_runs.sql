-- Whether the demo content load finished: an interrupted load (state 'running') is resumed by the
-- next `npm start` instead of leaving a half-filled database that looks loaded.
CREATE TABLE seed_runs (
  id            INTEGER PRIMARY KEY CHECK (id = 1),
  state         TEXT NOT NULL CHECK (state IN ('running', 'done')),
  updated_time  INTEGER NOT NULL
);

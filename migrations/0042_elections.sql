-- Elections (issue #30, docs/decisions/0079): an election has roles (mayor, councillor, governor),
-- districts nested city → district (keyed by the official code, the same key as the shipped map
-- boundaries), candidates (a candidate is a person's profile standing for one role in one
-- constituency of one election), their policies and posts, and the ballot count.
--
-- The count is stored once, at its finest grain: votes per (role, leaf district, candidate) and
-- stations reported per (role, leaf district). Totals per constituency, city and role, reporting
-- progress, leaders, margins and who is elected are derived by the queries, never stored twice.

CREATE TABLE elections (
  id               TEXT PRIMARY KEY,          -- e.g. tw-2026-taipei
  country          TEXT NOT NULL,
  name             TEXT NOT NULL,
  election_date    TEXT NOT NULL,             -- YYYY-MM-DD in the market's time zone
  polls_close_time INTEGER NOT NULL,          -- epoch ms; counting starts then
  finished_time    INTEGER,                   -- when the editors declared the count final; null while counting
  count_version    INTEGER NOT NULL DEFAULT 0, -- +1 with every accepted counts post: readers keep the newest answer
  updated_time     INTEGER NOT NULL
);
CREATE INDEX elections_by_country ON elections (country, election_date DESC);

-- Parties of a market (names in its language, colour for the map and the bars).
CREATE TABLE election_parties (
  country    TEXT NOT NULL,
  id         TEXT NOT NULL,
  name       TEXT NOT NULL,
  short_name TEXT NOT NULL,
  colour     TEXT NOT NULL,                   -- #rrggbb
  PRIMARY KEY (country, id)
) WITHOUT ROWID;

CREATE TABLE election_roles (
  election_id        TEXT NOT NULL REFERENCES elections (id) ON DELETE CASCADE,
  id                 TEXT NOT NULL,           -- e.g. mayor, councillor
  kind               TEXT NOT NULL,           -- src/domain/election/elections.ts ROLE_KINDS
  name               TEXT NOT NULL,
  seats              INTEGER NOT NULL,        -- seats per constituency
  constituency_level TEXT NOT NULL,           -- CITY or DISTRICT: where its candidates stand
  position           INTEGER NOT NULL,
  PRIMARY KEY (election_id, id)
) WITHOUT ROWID;

CREATE TABLE election_districts (
  election_id  TEXT NOT NULL REFERENCES elections (id) ON DELETE CASCADE,
  id           TEXT NOT NULL,                 -- official code: 63000 (city), 63000010 (district)
  parent_id    TEXT,                          -- a district's city; null for a city
  level        TEXT NOT NULL,                 -- CITY or DISTRICT
  name         TEXT NOT NULL,
  boundary_set TEXT,                          -- a city's shipped boundary set (src/domain/election/boundaries)
  stations     INTEGER NOT NULL DEFAULT 0,    -- polling stations of a district; a city's are its districts' sum
  electorate   INTEGER NOT NULL DEFAULT 0,    -- registered voters of a district
  position     INTEGER NOT NULL,
  PRIMARY KEY (election_id, id)
) WITHOUT ROWID;
CREATE INDEX election_districts_by_parent ON election_districts (election_id, parent_id, position);

-- profile_hash is the person's profiles row (country, hash): the profile page, its search entry and
-- its profileInfoMeta come from there; a person standing again keeps the hash.
CREATE TABLE election_candidates (
  election_id   TEXT NOT NULL REFERENCES elections (id) ON DELETE CASCADE,
  profile_hash  TEXT NOT NULL,
  country       TEXT NOT NULL,
  role_id       TEXT NOT NULL,
  district_id   TEXT NOT NULL,                -- the constituency: a city (mayor) or a district (councillor)
  ballot_number INTEGER NOT NULL,
  party_id      TEXT NOT NULL,                -- election_parties (country, id); 'independent' is a party row
  slogan        TEXT NOT NULL DEFAULT '',
  incumbent     INTEGER NOT NULL DEFAULT 0,
  position      INTEGER NOT NULL,
  PRIMARY KEY (election_id, profile_hash),
  UNIQUE (election_id, role_id, district_id, ballot_number)
) WITHOUT ROWID;
CREATE INDEX election_candidates_by_profile ON election_candidates (country, profile_hash);
CREATE INDEX election_candidates_by_constituency ON election_candidates (election_id, role_id, district_id, ballot_number);

CREATE TABLE election_policies (
  id           INTEGER PRIMARY KEY,
  election_id  TEXT NOT NULL REFERENCES elections (id) ON DELETE CASCADE,
  profile_hash TEXT NOT NULL,
  category     TEXT NOT NULL,                 -- src/domain/election/elections.ts POLICY_CATEGORIES
  title        TEXT NOT NULL,
  body         TEXT NOT NULL,
  position     INTEGER NOT NULL
);
CREATE INDEX election_policies_by_candidate ON election_policies (election_id, profile_hash, position);

-- A candidate's campaign posts; a post about one of their policies names it (policy/post).
CREATE TABLE election_posts (
  id             INTEGER PRIMARY KEY,
  election_id    TEXT NOT NULL REFERENCES elections (id) ON DELETE CASCADE,
  profile_hash   TEXT NOT NULL,
  policy_id      INTEGER REFERENCES election_policies (id) ON DELETE SET NULL,
  title          TEXT NOT NULL,
  body           TEXT NOT NULL,
  published_time INTEGER NOT NULL
);
CREATE INDEX election_posts_by_candidate ON election_posts (election_id, profile_hash, published_time DESC);
CREATE INDEX election_posts_by_policy ON election_posts (policy_id, published_time DESC);

CREATE TABLE election_counts (
  election_id  TEXT NOT NULL REFERENCES elections (id) ON DELETE CASCADE,
  role_id      TEXT NOT NULL,
  district_id  TEXT NOT NULL,                 -- a leaf district
  profile_hash TEXT NOT NULL,
  votes        INTEGER NOT NULL CHECK (votes >= 0),
  updated_time INTEGER NOT NULL,
  PRIMARY KEY (election_id, role_id, district_id, profile_hash)
) WITHOUT ROWID;

CREATE TABLE election_reporting (
  election_id       TEXT NOT NULL REFERENCES elections (id) ON DELETE CASCADE,
  role_id           TEXT NOT NULL,
  district_id       TEXT NOT NULL,            -- a leaf district
  stations_reported INTEGER NOT NULL CHECK (stations_reported >= 0),
  updated_time      INTEGER NOT NULL,
  PRIMARY KEY (election_id, role_id, district_id)
) WITHOUT ROWID;

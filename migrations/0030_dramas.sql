-- Dramas beyond their brief entity (content-spec §2 /v2/drama/…): a drama is the DRAMA row of
-- `entities` (0003: title, subtitle, poster, score, url path); these tables add what its own page
-- and the charts show, keyed by the same (country, drama id) so nothing is stored twice.
-- Curated drama lists are ENTITY listings of DRAMA entities (listings + listing_entities): no table here.

CREATE TABLE drama_details (
  country             TEXT NOT NULL,
  drama_id            TEXT NOT NULL,            -- entities.entity_id of the DRAMA entity
  film_type           TEXT NOT NULL,            -- src/domain/dramas/dramas.ts FILM_TYPES
  year                INTEGER NOT NULL,
  synopsis            TEXT NOT NULL,
  trailer_video_hash  TEXT,                     -- an HLS stream of the media store; null: no trailer
  updated_time        INTEGER NOT NULL,
  PRIMARY KEY (country, drama_id)
);

-- Billing order is position; a cast member who has a profile page links to it.
CREATE TABLE drama_cast (
  country       TEXT NOT NULL,
  drama_id      TEXT NOT NULL,
  position      INTEGER NOT NULL,
  name          TEXT NOT NULL,
  role          TEXT NOT NULL,                  -- the character played, in the market's language
  profile_hash  TEXT,                           -- profiles.hash; null: no profile page
  PRIMARY KEY (country, drama_id, position)
);

CREATE TABLE drama_episodes (
  country     TEXT NOT NULL,
  drama_id    TEXT NOT NULL,
  number      INTEGER NOT NULL,
  title       TEXT,                             -- null: the page says "Episode {n}"
  air_date    TEXT NOT NULL,                    -- yyyy-mm-dd in the market's time zone
  watch_json  TEXT NOT NULL,                    -- ["channel or streaming service", …]
  PRIMARY KEY (country, drama_id, number)
);

-- The trending chart in two editions (drama constant 2: current and previous, decision 0067):
-- rank movement compares them. One rank per drama and one drama per rank in an edition.
CREATE TABLE drama_chart_positions (
  country   TEXT NOT NULL,
  edition   TEXT NOT NULL CHECK (edition IN ('current','previous')),
  rank      INTEGER NOT NULL CHECK (rank > 0),
  drama_id  TEXT NOT NULL,
  PRIMARY KEY (country, edition, rank),
  UNIQUE (country, edition, drama_id)
);

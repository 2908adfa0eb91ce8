-- Movies beyond their brief entity (content-spec §2 /v2/movie/…, §3 Movie): a movie is the MOVIE row
-- of `entities` (0003: title, subtitle, poster, score, rating, url path); these tables add what its
-- page, the movie tab pages and the chart show, keyed by the same (country, movie id) so nothing is
-- stored twice. The movie tab list is a page (type MOVIE_LIST, sub type MOVIE) whose modules' ENTITY
-- listings are the tabs; a series is an ENTITY listing of MOVIE entities: no table here.

CREATE TABLE movie_details (
  country             TEXT NOT NULL,
  movie_id            TEXT NOT NULL,            -- entities.entity_id of the MOVIE entity
  status              TEXT NOT NULL CHECK (status IN ('IN_THEATERS','COMING_SOON')),
  release_date        TEXT NOT NULL,            -- yyyy-mm-dd in the market's time zone
  runtime_minutes     INTEGER NOT NULL CHECK (runtime_minutes > 0),
  director            TEXT NOT NULL,
  genres_json         TEXT NOT NULL,            -- ["genre in the market's language", …]
  synopsis            TEXT NOT NULL,
  trailer_video_hash  TEXT,                     -- an HLS stream of the media store; null: no trailer
  updated_time        INTEGER NOT NULL,
  PRIMARY KEY (country, movie_id)
);

-- Billing order is position; a cast member who has a profile page links to it.
CREATE TABLE movie_cast (
  country       TEXT NOT NULL,
  movie_id      TEXT NOT NULL,
  position      INTEGER NOT NULL,
  name          TEXT NOT NULL,
  role          TEXT NOT NULL,                  -- the character played, in the market's language
  profile_hash  TEXT,                           -- profiles.hash; null: no profile page
  PRIMARY KEY (country, movie_id, position)
);

-- The trending chart in two editions, current and previous, as the drama chart (decision 0067).
CREATE TABLE movie_chart_positions (
  country   TEXT NOT NULL,
  edition   TEXT NOT NULL CHECK (edition IN ('current','previous')),
  rank      INTEGER NOT NULL CHECK (rank > 0),
  movie_id  TEXT NOT NULL,
  PRIMARY KEY (country, edition, rank),
  UNIQUE (country, edition, movie_id)
);

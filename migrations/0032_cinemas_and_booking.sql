-- Cinemas, showtimes and seat booking (issue #27 items 3–5; docs/decisions/0069).
-- A showtime plays a MOVIE entity (entities, 0003: (country, movie id)) in one hall of one cinema.
-- A seat is sold at most once per showtime because every claim on it — a hold that has not expired
-- or a confirmed ticket — is one row of `seat_claims` keyed (showtime_id, seat_id): a second claim
-- fails on that primary key inside the same transaction that checks it, whatever the concurrency.

CREATE TABLE cinema_cities (
  country    TEXT NOT NULL,
  city_id    TEXT NOT NULL,                    -- ascii slug, e.g. taipei
  name       TEXT NOT NULL,                    -- in the market's language
  lat        REAL NOT NULL,
  lon        REAL NOT NULL,
  position   INTEGER NOT NULL,                 -- display order; 0 is the market's default city
  PRIMARY KEY (country, city_id)
);

CREATE TABLE cinemas (
  country    TEXT NOT NULL,
  cinema_id  TEXT NOT NULL,                    -- ascii slug, unique in the market
  city_id    TEXT NOT NULL,
  name       TEXT NOT NULL,
  address    TEXT NOT NULL,
  lat        REAL NOT NULL,
  lon        REAL NOT NULL,
  PRIMARY KEY (country, cinema_id)
);

-- A hall's seat map: rows of seats, lettered from the screen; layout_json is one string per row
-- where 's' is a seat and '_' an aisle gap (seat numbers skip gaps), e.g. "ss_ssssss_ss".
CREATE TABLE cinema_halls (
  country      TEXT NOT NULL,
  cinema_id    TEXT NOT NULL,
  hall_id      TEXT NOT NULL,                  -- unique in the cinema, e.g. "1", "imax"
  name         TEXT NOT NULL,
  layout_json  TEXT NOT NULL,
  PRIMARY KEY (country, cinema_id, hall_id)
);

CREATE TABLE showtimes (
  id           INTEGER PRIMARY KEY,            -- the {id} of /v2/movie/booking/{id}
  country      TEXT NOT NULL,
  movie_id     TEXT NOT NULL,                  -- entities.entity_id of the MOVIE entity
  cinema_id    TEXT NOT NULL,
  hall_id      TEXT NOT NULL,
  starts_at    INTEGER NOT NULL,               -- epoch ms
  local_date   TEXT NOT NULL,                  -- yyyy-mm-dd in the market's time zone (the listing's day)
  format       TEXT NOT NULL,                  -- 2D, 3D, IMAX
  audio        TEXT NOT NULL,                  -- ORIGINAL, DUBBED
  price        INTEGER NOT NULL,               -- per seat, in the currency's minor unit
  currency     TEXT NOT NULL                   -- ISO 4217
);
CREATE INDEX showtimes_by_movie ON showtimes (country, movie_id, local_date, starts_at);

-- A hold: seats set aside for one reader until expires_at, then paid (→ an order) or released.
CREATE TABLE seat_holds (
  hold_id      TEXT PRIMARY KEY,
  showtime_id  INTEGER NOT NULL,
  user_id      TEXT NOT NULL,
  seats_json   TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL
);

-- The uniqueness rule: one claim per (showtime, seat). A held claim frees itself when expires_at
-- has passed (read and write time) and is deleted by the scheduled sweep; a sold claim has no expiry.
CREATE TABLE seat_claims (
  showtime_id  INTEGER NOT NULL,
  seat_id      TEXT NOT NULL,                  -- row letter + seat number, e.g. "C7"
  hold_id      TEXT,                           -- while held
  order_id     TEXT,                           -- once sold
  expires_at   INTEGER,                        -- null once sold
  PRIMARY KEY (showtime_id, seat_id)
);
CREATE INDEX seat_claims_expiry ON seat_claims (expires_at) WHERE expires_at IS NOT NULL;
CREATE INDEX seat_claims_by_hold ON seat_claims (hold_id) WHERE hold_id IS NOT NULL;

CREATE TABLE movie_orders (
  order_id     TEXT PRIMARY KEY,               -- the {orderId} of /v2/mypage/movie/{orderId}
  reference    TEXT NOT NULL UNIQUE,           -- printed on the ticket and in its QR code
  country      TEXT NOT NULL,
  user_id      TEXT NOT NULL,
  showtime_id  INTEGER NOT NULL,
  seats_json   TEXT NOT NULL,
  amount       INTEGER NOT NULL,
  currency     TEXT NOT NULL,
  payment_ref  TEXT NOT NULL,                  -- the payment provider's charge id
  created_at   INTEGER NOT NULL
);
CREATE INDEX movie_orders_by_user ON movie_orders (user_id, created_at);

-- A signed-in reader's saved city and theatre per market (content-spec §9 keeps them in local storage
-- for every reader; this row carries them across a signed-in reader's devices).
CREATE TABLE reader_cinema_choices (
  user_id       TEXT NOT NULL,
  country       TEXT NOT NULL,
  city_id       TEXT,
  cinema_id     TEXT,
  updated_time  INTEGER NOT NULL,
  PRIMARY KEY (user_id, country)
);

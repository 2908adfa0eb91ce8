-- Weather places (content-spec §2 /v2/weather, §3 default location per country): the places a market
-- forecasts for, each a location object of the spec (id, lat, lon, names in the market's language and
-- English, the country and the city it belongs to), keyed by (country, location id) because ids are
-- the market's own (a reader's saved city is one of them). `position` orders lists; the default
-- location is named by the market table (src/markets.ts). `climate_json` holds the place's climate
-- normals (monthly mean temperature and rain chance, diurnal range, humidity, wind) from which the
-- local forecast provider generates hours deterministically (docs/decisions/0070): the demo needs no
-- stored hourly rows that would go stale.

CREATE TABLE weather_places (
  country               TEXT NOT NULL,
  location_id           TEXT NOT NULL,
  position              INTEGER NOT NULL,
  lat                   REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lon                   REAL NOT NULL CHECK (lon BETWEEN -180 AND 180),
  location_name         TEXT NOT NULL,        -- in the market's language
  english_name          TEXT NOT NULL,
  country_id            TEXT NOT NULL,        -- ISO 3166-1 alpha-2, upper case
  country_name          TEXT NOT NULL,
  country_english_name  TEXT NOT NULL,
  city_name             TEXT NOT NULL,
  city_english_name     TEXT NOT NULL,
  city_level            INTEGER NOT NULL,     -- 1 a first-level division (municipality, province, region), 2 below it
  climate_json          TEXT NOT NULL,
  updated_time          INTEGER NOT NULL,
  PRIMARY KEY (country, location_id)
);

-- Fortune and lucky colour (content-spec §2 /v2/fortune/…, /v2/luckycolor/…). A market's subjects
-- (western zodiac, Chinese zodiac, Thai birth weekday …) with their signs, the tellers of a subject
-- with the deck a reader draws from, and the phrase corpus the daily readings are composed of.
-- Readings are not stored: they are derived from the corpus per (market, subject, sign, local date)
-- (src/domain/fortune/dailyReading.ts), so every day has one. Keys are (country, …) paths because
-- every page addresses these rows by the market and its url segments.

CREATE TABLE fortune_subjects (
  country    TEXT NOT NULL,
  url_path   TEXT NOT NULL,                 -- /v2/fortune/{subjectUrl}; also a lucky-colour subject
  kind       TEXT NOT NULL,                 -- src/domain/fortune/subjects.ts SUBJECT_KINDS: which sign keys it has
  name       TEXT NOT NULL,
  intro      TEXT NOT NULL,
  position   INTEGER NOT NULL,
  PRIMARY KEY (country, url_path)
);

-- A subject's signs in their traditional order; the key is the kind's (aries, rat, monday …).
CREATE TABLE fortune_signs (
  country      TEXT NOT NULL,
  subject_url  TEXT NOT NULL,
  sign_key     TEXT NOT NULL,
  name         TEXT NOT NULL,
  period       TEXT NOT NULL,               -- when a reader belongs to it, in the market's words
  position     INTEGER NOT NULL,
  PRIMARY KEY (country, subject_url, sign_key)
);

CREATE TABLE fortune_tellers (
  country      TEXT NOT NULL,
  subject_url  TEXT NOT NULL,
  url_path     TEXT NOT NULL,               -- /v2/fortune/{subjectUrl}/{tellerUrl}
  name         TEXT NOT NULL,
  title        TEXT NOT NULL,
  bio          TEXT NOT NULL,
  deck_name    TEXT NOT NULL,               -- what the reader draws: tarot, fortune sticks …
  position     INTEGER NOT NULL,
  PRIMARY KEY (country, subject_url, url_path)
);

-- A teller's deck; the card a reader draws is derived, never stored (src/domain/fortune/draw.ts).
CREATE TABLE fortune_cards (
  country      TEXT NOT NULL,
  subject_url  TEXT NOT NULL,
  teller_url   TEXT NOT NULL,
  card_no      INTEGER NOT NULL,            -- 1-based, the deck's order
  name         TEXT NOT NULL,
  reading      TEXT NOT NULL,
  PRIMARY KEY (country, subject_url, teller_url, card_no)
);

-- The phrases daily readings are composed of, per market (its language) and aspect.
CREATE TABLE fortune_phrases (
  country   TEXT NOT NULL,
  aspect    TEXT NOT NULL,                  -- src/domain/fortune/dailyReading.ts READING_ASPECTS
  position  INTEGER NOT NULL,
  text      TEXT NOT NULL,
  PRIMARY KEY (country, aspect, position)
);

-- The colours lucky colours are named from, in the market's language.
CREATE TABLE lucky_palette (
  country    TEXT NOT NULL,
  color_key  TEXT NOT NULL,
  name       TEXT NOT NULL,
  hex        TEXT NOT NULL,                 -- #rrggbb
  position   INTEGER NOT NULL,
  PRIMARY KEY (country, color_key)
);

-- A fixed colour table (the Thai weekday tradition): colours per sign and aspect. A subject without
-- rows here gets the day's colours derived from the palette (src/domain/luckycolor/luckyColors.ts).
CREATE TABLE lucky_color_table (
  country      TEXT NOT NULL,
  subject_url  TEXT NOT NULL,
  sign_key     TEXT NOT NULL,
  aspect       TEXT NOT NULL,               -- LUCKY_ASPECTS: work, money, love, luck, avoid
  position     INTEGER NOT NULL,
  color_key    TEXT NOT NULL,               -- lucky_palette.color_key
  PRIMARY KEY (country, subject_url, sign_key, aspect, position)
);

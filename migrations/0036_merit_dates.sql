-- Auspicious dates (issue #28 item 5; docs/decisions/0073). The calendar itself is computed (the day
-- stem-branch, the solar month, the day officers, weton, the Thai moon: src/domain/meritDate/); D1
-- holds only what editors word for their market: the categories readers check dates for, and the
-- texts of the activities a day suits or should avoid. Keys are the rule keys of
-- src/domain/meritDate/activities.ts, so a row names what the rules compute.

CREATE TABLE merit_categories (
  country      TEXT NOT NULL,
  category     TEXT NOT NULL,                  -- a category key: wedding, moving, opening, travel, contract
  name         TEXT NOT NULL,                  -- in the market's language
  description  TEXT NOT NULL,
  position     INTEGER NOT NULL,               -- display order; 0 is the market's default category
  PRIMARY KEY (country, category)
);

CREATE TABLE merit_activities (
  country      TEXT NOT NULL,
  activity     TEXT NOT NULL,                  -- an activity key, e.g. wedding, groundbreaking, haircut
  label        TEXT NOT NULL,                  -- in the market's language, e.g. 嫁娶, ตัดผม
  PRIMARY KEY (country, activity)
);

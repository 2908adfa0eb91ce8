-- Lottery draws (issue #28 item 2, /v2/lottery…): one row per draw of a market's game. The draw id
-- is the game and the operator's draw number (lotto-649-115000101), unique within a market; the
-- result is JSON whose shape the game decides (src/domain/lottery/draws.ts: the balls of a
-- number-pick game, the prize lists of the Thai lottery), checked by resultProblem before it is
-- written. Latest results and a game's history read by (country, game, draw_time).
CREATE TABLE lottery_draws (
  country      TEXT NOT NULL,
  draw_id      TEXT NOT NULL,
  game         TEXT NOT NULL,            -- src/domain/lottery/games.ts LOTTERY_GAMES
  draw_number  TEXT NOT NULL,            -- as the operator numbers it (ROC year + sequence, BE date …)
  draw_date    TEXT NOT NULL,            -- yyyy-mm-dd in the market's time zone
  draw_time    INTEGER NOT NULL,         -- epoch ms of the draw
  result_json  TEXT NOT NULL,
  updated_time INTEGER NOT NULL,
  PRIMARY KEY (country, draw_id)
);
CREATE INDEX lottery_draws_by_game ON lottery_draws (country, game, draw_time DESC);

-- Topic pages, interactive-video stories and playlists (content-spec §2 /v2/ive/{urlPath}, §3 TOPIC
-- view type and ARTICLE sub-kind interactive video, §7 Article topicUrl and GET /playlist).

-- A TOPIC article's modules come from a page of the page table; this row names it (topicUrl).
CREATE TABLE topic_pages (
  article_id     INTEGER PRIMARY KEY REFERENCES articles (id) ON DELETE CASCADE,
  page_url_path  TEXT NOT NULL
);

-- An interactive-video story: a video article with chapters a reader jumps between.
CREATE TABLE interactive_videos (
  country        TEXT NOT NULL,
  url_path       TEXT NOT NULL,
  article_id     INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  chapters_json  TEXT NOT NULL,            -- [{"title":"…","start":seconds}], by start
  updated_time   INTEGER NOT NULL,
  PRIMARY KEY (country, url_path)
);

-- A playlist of video articles, played in position order.
CREATE TABLE playlists (
  id            TEXT PRIMARY KEY,
  country       TEXT NOT NULL,
  title         TEXT NOT NULL,
  updated_time  INTEGER NOT NULL
);

CREATE TABLE playlist_items (
  playlist_id  TEXT NOT NULL REFERENCES playlists (id) ON DELETE CASCADE,
  position     INTEGER NOT NULL,
  article_id   INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  PRIMARY KEY (playlist_id, position)
);
CREATE INDEX playlist_items_article ON playlist_items (article_id);

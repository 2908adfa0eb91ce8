-- Module fields of content-spec §3: multi.polls (a poll module holding several polls, in order) and
-- adArticleListings (listings of advertorial stories a module carries beside its own listings).
-- Separate from module_listings so no query of a page's stories counts the ad listings.
CREATE TABLE module_polls (
  module_id  INTEGER NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  poll_id    INTEGER NOT NULL REFERENCES polls (id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  PRIMARY KEY (module_id, poll_id)
);

CREATE TABLE module_ad_listings (
  module_id   INTEGER NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  listing_id  TEXT NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  item_limit  INTEGER NOT NULL DEFAULT 20,
  PRIMARY KEY (module_id, listing_id)
);

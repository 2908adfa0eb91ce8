-- Listing reads page by position, never by OFFSET, and keep their size on the listing: both stay
-- constant-time however long the listing grows.
ALTER TABLE listings ADD COLUMN item_count INTEGER NOT NULL DEFAULT 0;
UPDATE listings SET item_count = (SELECT COUNT(*) FROM listing_items li WHERE li.listing_id = listings.id);

-- Card badges of content-spec §3: HOT, BREAKING_NEWS, NEW, EXCLUSIVE, CUSTOM (with its own label),
-- POP, AD_ARTICLE (shown grey).
ALTER TABLE articles ADD COLUMN badge TEXT CHECK (badge IN ('HOT','BREAKING_NEWS','NEW','EXCLUSIVE','CUSTOM','POP','AD_ARTICLE'));
ALTER TABLE articles ADD COLUMN badge_label TEXT;

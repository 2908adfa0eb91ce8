-- The article's gaTrackingId (content-spec §3): the analytics property of the story's publisher, to
-- which its page views are also reported; null for a publisher without one.
ALTER TABLE publishers ADD COLUMN ga_tracking_id TEXT CHECK (ga_tracking_id GLOB 'UA-[0-9]*-[0-9]*' OR ga_tracking_id GLOB 'G-[A-Z0-9]*');

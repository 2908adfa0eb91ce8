-- A broadcast's display flag, video type and orientation (content-spec §3 live and video): ON / OFF /
-- HIDDEN (whether readers see its status, or the broadcast at all), obs / live (how it is streamed,
-- unknown for older rows), PORTRAIT / LANDSCAPE (its picture).
ALTER TABLE live_broadcasts ADD COLUMN display TEXT NOT NULL DEFAULT 'ON' CHECK (display IN ('ON','OFF','HIDDEN'));
ALTER TABLE live_broadcasts ADD COLUMN video_type TEXT CHECK (video_type IN ('obs','live'));
ALTER TABLE live_broadcasts ADD COLUMN orientation TEXT NOT NULL DEFAULT 'LANDSCAPE' CHECK (orientation IN ('PORTRAIT','LANDSCAPE'));

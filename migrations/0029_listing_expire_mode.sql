-- A listing's expire mode (content-spec §3 "Expire modes: OFF, AUTO, MANUAL"): OFF it never expires,
-- AUTO it is gone once its end date has passed, MANUAL it stays until an editor takes it down.
ALTER TABLE listings ADD COLUMN expire_mode TEXT NOT NULL DEFAULT 'OFF' CHECK (expire_mode IN ('OFF','AUTO','MANUAL'));

-- Which consents a poll asks of the readers who voted (content-spec §7 POST /poll/{id}/consent with
-- consentOptions DEMOGRAPHICS, CONTACT, MARKETING): a JSON array of those keys, empty for none.
ALTER TABLE polls ADD COLUMN consent_options_json TEXT NOT NULL DEFAULT '[]';

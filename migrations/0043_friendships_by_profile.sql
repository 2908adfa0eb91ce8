-- Friend adds per candidate (issue #30, docs/decisions/0083): trending candidates count a week of
-- ELECTION_PROFILE friend adds per profile; the primary key starts with the reader, so without this
-- index every count would read the whole table.
CREATE INDEX friendships_by_profile ON friendships (contact_type, profile_id, created_time);

-- The abuse limits count in a Durable Object per bucket now (docs/decisions/0045): the D1 counters
-- of migrations/0015 go, and with them one write to the primary database per API write.
DROP INDEX IF EXISTS rate_limit_counts_by_window;
DROP TABLE IF EXISTS rate_limit_counts;

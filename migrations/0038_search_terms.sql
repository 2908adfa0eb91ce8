-- The search index's vocabulary (issue #29): every term with the number of rows holding it, read
-- to offer the nearest spelling of a Latin query word the index does not hold (one letter dropped,
-- added, replaced or two swapped). An fts5vocab table over search_index: it stores nothing itself.
CREATE VIRTUAL TABLE search_terms USING fts5vocab(search_index, 'row');

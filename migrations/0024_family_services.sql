-- The bottom window's entries of a market (shell-spec §4: floating bar slot 0, extended service 1,
-- snack bar 2; persistent entries survive removeAll), served by GET /recommendation/family.
CREATE TABLE family_services (
  country     TEXT NOT NULL,
  key         TEXT NOT NULL,
  slot        TEXT NOT NULL CHECK (slot IN ('floatingBar', 'extendedService', 'snackBar')),
  message     TEXT NOT NULL,
  action_label TEXT,
  action_href TEXT,
  persistent  INTEGER NOT NULL DEFAULT 0,
  position    INTEGER NOT NULL,
  updated_time INTEGER NOT NULL,
  PRIMARY KEY (country, key)
);

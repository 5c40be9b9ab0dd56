-- The last good version of each site content file, shared by every server on this database: a server started while a
-- pushed file fails its checks serves the version the running servers keep serving, instead of nothing.
CREATE TABLE content_last_good (
  path text PRIMARY KEY,
  digest text NOT NULL,
  body text NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now()
);

-- Text search helpers for the hubs and finders (trigram similarity). Available in PGlite too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

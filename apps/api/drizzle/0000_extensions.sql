-- Trigram indexes serve the case-insensitive partial text filters (ILIKE '%…%').
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Custom migration: extensions the booking tables rely on (exclusion constraints on
-- tstzrange with btree_gist for capacity-1 resources). Available on PostgreSQL >= 15
-- and in the embedded PostgreSQL 18.
CREATE EXTENSION IF NOT EXISTS btree_gist;

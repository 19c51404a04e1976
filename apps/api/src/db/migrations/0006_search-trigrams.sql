-- Substring search ("ana" finds "Mariana", "0917" finds "+63 917 …") over the applicant lists:
-- ILIKE '%term%' can use a pg_trgm GIN index on the same expression. pg_trgm is a trusted
-- extension (PostgreSQL 13+), so the database owner may create it; PGlite loads it at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicants_name_trgm_idx" ON "applicants" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicants_email_trgm_idx" ON "applicants" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicants_phone_digits_trgm_idx" ON "applicants" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "requisition_applicants_name_trgm_idx" ON "requisition_applicants" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "requisition_applicants_email_trgm_idx" ON "requisition_applicants" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "requisition_applicants_phone_digits_trgm_idx" ON "requisition_applicants" USING gin ("phone_digits" gin_trgm_ops);

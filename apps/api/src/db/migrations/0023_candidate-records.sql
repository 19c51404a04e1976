CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merged_into_id" uuid,
	"merged_at" timestamp (3) with time zone,
	"merged_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "candidate_id" uuid;--> statement-breakpoint
ALTER TABLE "requisition_applicants" ADD COLUMN "candidate_id" uuid;--> statement-breakpoint
-- backfill:start (docs/decisions/candidates.md#matching-rule). Set-based, before the indexes and
-- foreign keys exist so the updates do not maintain them row by row. One candidate per key: the
-- lower-cased email; without an email, the phone digits (7+) of an email holder with the same
-- phone (the smallest email, for determinism) or the phone itself; else the row alone.
CREATE TEMP TABLE "candidate_backfill" AS
SELECT 'm'::text AS "kind", "id", lower("email") AS "email", "phone_digits" AS "phone" FROM "applicants" WHERE "candidate_id" IS NULL
UNION ALL
SELECT 'r'::text, "id", lower("email"), "phone_digits" FROM "requisition_applicants" WHERE "candidate_id" IS NULL;--> statement-breakpoint
CREATE TEMP TABLE "candidate_phone_owner" AS
SELECT "phone", min("email") AS "email" FROM "candidate_backfill"
WHERE "email" <> '' AND length("phone") >= 7 GROUP BY "phone";--> statement-breakpoint
CREATE TEMP TABLE "candidate_keys" AS
SELECT b."kind", b."id",
  CASE WHEN b."email" <> '' THEN 'e:' || b."email"
       WHEN length(b."phone") >= 7 THEN coalesce('e:' || o."email", 'p:' || b."phone")
       ELSE 'r:' || b."id"::text END AS "key"
FROM "candidate_backfill" b
LEFT JOIN "candidate_phone_owner" o ON b."email" = '' AND o."phone" = b."phone";--> statement-breakpoint
CREATE TEMP TABLE "candidate_ids" AS
SELECT "key", gen_random_uuid() AS "id" FROM (SELECT DISTINCT "key" FROM "candidate_keys") k;--> statement-breakpoint
INSERT INTO "candidates" ("id") SELECT "id" FROM "candidate_ids";--> statement-breakpoint
-- The dashboard's rollup triggers compare old and new rows; a candidate link changes none of
-- their counts, so they sit out the backfill (the table is locked by this migration anyway).
ALTER TABLE "applicants" DISABLE TRIGGER "dashboard_manual_updated";--> statement-breakpoint
ALTER TABLE "requisition_applicants" DISABLE TRIGGER "dashboard_ra_updated";--> statement-breakpoint
UPDATE "applicants" a SET "candidate_id" = c."id"
FROM "candidate_keys" k JOIN "candidate_ids" c ON c."key" = k."key"
WHERE k."kind" = 'm' AND a."id" = k."id";--> statement-breakpoint
UPDATE "requisition_applicants" a SET "candidate_id" = c."id"
FROM "candidate_keys" k JOIN "candidate_ids" c ON c."key" = k."key"
WHERE k."kind" = 'r' AND a."id" = k."id";--> statement-breakpoint
ALTER TABLE "applicants" ENABLE TRIGGER "dashboard_manual_updated";--> statement-breakpoint
ALTER TABLE "requisition_applicants" ENABLE TRIGGER "dashboard_ra_updated";--> statement-breakpoint
DROP TABLE "candidate_backfill", "candidate_phone_owner", "candidate_keys", "candidate_ids";--> statement-breakpoint
-- backfill:end
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_merged_into_id_candidates_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_merged_by_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidates_merged_into_idx" ON "candidates" USING btree ("merged_into_id");--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_applicants" ADD CONSTRAINT "requisition_applicants_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicants_candidate_idx" ON "applicants" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "requisition_applicants_candidate_idx" ON "requisition_applicants" USING btree ("candidate_id","requisition_id");
ALTER TABLE "applicants" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "requisition_applicants" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_sessions" ADD COLUMN "email" text;--> statement-breakpoint
UPDATE "requisition_applicants" SET "language" = "applications"."locale" FROM "applications" WHERE "applications"."applicant_id" = "requisition_applicants"."id" AND "applications"."locale" = 'es';

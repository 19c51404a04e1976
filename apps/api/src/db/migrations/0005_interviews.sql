CREATE TABLE "applicant_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"requisition_applicant_id" uuid,
	"manual_applicant_id" uuid,
	"reference_id" uuid NOT NULL,
	"reference_name" text DEFAULT '' NOT NULL,
	"group_id" uuid,
	"group_index" integer,
	"attempt" integer DEFAULT 1 NOT NULL,
	"retake_of_id" uuid,
	"token_nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"sent_at" timestamp (3) with time zone,
	"reminded_at" timestamp (3) with time zone,
	"started_at" timestamp (3) with time zone,
	"submitted_at" timestamp (3) with time zone,
	"evaluated_at" timestamp (3) with time zone,
	"abandoned_at" timestamp (3) with time zone,
	"content" jsonb,
	"result" jsonb,
	"score" numeric(8, 2),
	"outcome" text,
	"review_notes" text DEFAULT '' NOT NULL,
	"evaluated_by" uuid,
	"created_by" uuid,
	"archived_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_interviews_one_applicant" CHECK (("applicant_interviews"."requisition_applicant_id" is null) <> ("applicant_interviews"."manual_applicant_id" is null))
);
--> statement-breakpoint
CREATE TABLE "interview_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"requisition_applicant_id" uuid,
	"manual_applicant_id" uuid,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_groups_one_applicant" CHECK (("interview_groups"."requisition_applicant_id" is null) <> ("interview_groups"."manual_applicant_id" is null))
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"reference_id" uuid NOT NULL,
	"reference_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"started_at" timestamp (3) with time zone,
	"submitted_at" timestamp (3) with time zone,
	"evaluated_at" timestamp (3) with time zone,
	"content" jsonb,
	"result" jsonb,
	"score" numeric(8, 2),
	"outcome" text,
	"archived_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD CONSTRAINT "applicant_interviews_requisition_applicant_id_requisition_applicants_id_fk" FOREIGN KEY ("requisition_applicant_id") REFERENCES "public"."requisition_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD CONSTRAINT "applicant_interviews_manual_applicant_id_applicants_id_fk" FOREIGN KEY ("manual_applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD CONSTRAINT "applicant_interviews_group_id_interview_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."interview_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD CONSTRAINT "applicant_interviews_evaluated_by_users_id_fk" FOREIGN KEY ("evaluated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD CONSTRAINT "applicant_interviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_groups" ADD CONSTRAINT "interview_groups_requisition_applicant_id_requisition_applicants_id_fk" FOREIGN KEY ("requisition_applicant_id") REFERENCES "public"."requisition_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_groups" ADD CONSTRAINT "interview_groups_manual_applicant_id_applicants_id_fk" FOREIGN KEY ("manual_applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_groups" ADD CONSTRAINT "interview_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applicant_interviews_token_idx" ON "applicant_interviews" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "applicant_interviews_created_idx" ON "applicant_interviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applicant_interviews_type_status_idx" ON "applicant_interviews" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "applicant_interviews_submitted_idx" ON "applicant_interviews" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "applicant_interviews_req_applicant_idx" ON "applicant_interviews" USING btree ("requisition_applicant_id");--> statement-breakpoint
CREATE INDEX "applicant_interviews_manual_applicant_idx" ON "applicant_interviews" USING btree ("manual_applicant_id");--> statement-breakpoint
CREATE INDEX "applicant_interviews_group_idx" ON "applicant_interviews" USING btree ("group_id","group_index");--> statement-breakpoint
CREATE INDEX "applicant_interviews_reference_score_idx" ON "applicant_interviews" USING btree ("reference_id","score");--> statement-breakpoint
CREATE INDEX "applicant_interviews_retake_idx" ON "applicant_interviews" USING btree ("retake_of_id");--> statement-breakpoint
CREATE INDEX "applicant_interviews_reminder_idx" ON "applicant_interviews" USING btree ("sent_at") WHERE "applicant_interviews"."status" = 'sent' and "applicant_interviews"."started_at" is null and "applicant_interviews"."reminded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "test_results_token_idx" ON "test_results" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "test_results_kind_created_idx" ON "test_results" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "test_results_kind_submitted_idx" ON "test_results" USING btree ("kind","submitted_at","id");--> statement-breakpoint
CREATE INDEX "test_results_reference_score_idx" ON "test_results" USING btree ("reference_id","score");--> statement-breakpoint
CREATE INDEX "test_results_email_idx" ON "test_results" USING btree (lower("email"));
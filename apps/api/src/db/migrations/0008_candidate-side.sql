CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requisition_id" uuid NOT NULL,
	"applicant_id" uuid,
	"visitor_id" text NOT NULL,
	"step" text NOT NULL,
	"kind" text NOT NULL,
	"ms_on_step" integer DEFAULT 0 NOT NULL,
	"device" text NOT NULL,
	"source" text DEFAULT 'direct' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"applicant_id" uuid PRIMARY KEY NOT NULL,
	"requisition_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"steps_done" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"qualification_snapshot" jsonb,
	"consent_at" timestamp (3) with time zone NOT NULL,
	"consent_version" text NOT NULL,
	"accommodations" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"visitor_id" text,
	"device" text DEFAULT 'desktop' NOT NULL,
	"source" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pre_screen" jsonb,
	"typing_interview_id" uuid,
	"withdrawn_at" timestamp (3) with time zone,
	"deletion_requested_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anps_surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requisition_applicant_id" uuid,
	"manual_applicant_id" uuid,
	"requisition_id" uuid,
	"lob_id" uuid,
	"trigger" text DEFAULT 'manual' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp (3) with time zone,
	"score" integer,
	"comment" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anps_surveys_score_range" CHECK ("anps_surveys"."score" is null or ("anps_surveys"."score" between 0 and 10)),
	CONSTRAINT "anps_surveys_one_applicant" CHECK (("anps_surveys"."requisition_applicant_id" is null) <> ("anps_surveys"."manual_applicant_id" is null))
);
--> statement-breakpoint
CREATE TABLE "assessment_attempts" (
	"interview_id" uuid PRIMARY KEY NOT NULL,
	"template_id" uuid,
	"content" jsonb NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"saved_at" timestamp (3) with time zone,
	"focus_lost" integer DEFAULT 0 NOT NULL,
	"paste_blocked" integer DEFAULT 0 NOT NULL,
	"audio_plays" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seconds_used" integer,
	"score" jsonb,
	"final_score" numeric(5, 1),
	"final_cefr" text,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"audience" text DEFAULT 'staff' NOT NULL,
	"lob_id" uuid,
	"url" text,
	"upload_id" uuid,
	"created_by" uuid,
	"archived_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_answer_chunks" (
	"answer_id" uuid NOT NULL,
	"idx" integer NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_answer_chunks_answer_id_idx_pk" PRIMARY KEY("answer_id","idx")
);
--> statement-breakpoint
CREATE TABLE "video_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"question" jsonb NOT NULL,
	"guidance" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"mime_type" text,
	"size_bytes" bigint,
	"chunk_count" integer,
	"duration_ms" integer,
	"corruptions" integer DEFAULT 0 NOT NULL,
	"rating" integer,
	"notes" text DEFAULT '' NOT NULL,
	"rated_by" uuid,
	"rated_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_answers_interview_id_unique" UNIQUE("interview_id")
);
--> statement-breakpoint
CREATE TABLE "video_group_reviews" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"checks" jsonb,
	"checked_at" timestamp (3) with time zone,
	"recommendation" text,
	"notes" text DEFAULT '' NOT NULL,
	"evaluated_by" uuid,
	"evaluated_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_applicant_id_requisition_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."requisition_applicants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_sessions" ADD CONSTRAINT "application_sessions_applicant_id_applications_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applications"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_requisition_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."requisition_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anps_surveys" ADD CONSTRAINT "anps_surveys_requisition_applicant_id_requisition_applicants_id_fk" FOREIGN KEY ("requisition_applicant_id") REFERENCES "public"."requisition_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anps_surveys" ADD CONSTRAINT "anps_surveys_manual_applicant_id_applicants_id_fk" FOREIGN KEY ("manual_applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anps_surveys" ADD CONSTRAINT "anps_surveys_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anps_surveys" ADD CONSTRAINT "anps_surveys_lob_id_lines_of_business_id_fk" FOREIGN KEY ("lob_id") REFERENCES "public"."lines_of_business"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anps_surveys" ADD CONSTRAINT "anps_surveys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_interview_id_applicant_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."applicant_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_lob_id_lines_of_business_id_fk" FOREIGN KEY ("lob_id") REFERENCES "public"."lines_of_business"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_answer_chunks" ADD CONSTRAINT "video_answer_chunks_answer_id_video_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."video_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_answers" ADD CONSTRAINT "video_answers_interview_id_applicant_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."applicant_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_answers" ADD CONSTRAINT "video_answers_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_group_reviews" ADD CONSTRAINT "video_group_reviews_group_id_interview_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."interview_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_group_reviews" ADD CONSTRAINT "video_group_reviews_evaluated_by_users_id_fk" FOREIGN KEY ("evaluated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_funnel_idx" ON "application_events" USING btree ("requisition_id","step","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "application_sessions_hash_unique" ON "application_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "application_sessions_applicant_idx" ON "application_sessions" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "applications_requisition_idx" ON "applications" USING btree ("requisition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_reference_unique" ON "applications" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "applications_deletion_idx" ON "applications" USING btree ("deletion_requested_at") WHERE "applications"."deletion_requested_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "anps_surveys_token_idx" ON "anps_surveys" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "anps_surveys_answered_idx" ON "anps_surveys" USING btree ("answered_at") WHERE "anps_surveys"."answered_at" is not null;--> statement-breakpoint
CREATE INDEX "anps_surveys_requisition_idx" ON "anps_surveys" USING btree ("requisition_id");--> statement-breakpoint
CREATE INDEX "anps_surveys_lob_idx" ON "anps_surveys" USING btree ("lob_id");--> statement-breakpoint
CREATE INDEX "assessment_templates_name_idx" ON "assessment_templates" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "assessment_templates_kind_idx" ON "assessment_templates" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "resources_created_idx" ON "resources" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "resources_lob_idx" ON "resources" USING btree ("lob_id");--> statement-breakpoint
CREATE INDEX "video_answers_status_idx" ON "video_answers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "requisition_applicants_dashboard_created_idx" ON "requisition_applicants" USING btree ("created_at","requisition_id","status") WHERE "requisition_applicants"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "requisition_applicants_to_review_idx" ON "requisition_applicants" USING btree ("requisition_id") WHERE "requisition_applicants"."status" = 'incomplete' and "requisition_applicants"."completed_at" is not null and "requisition_applicants"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "audit_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_type_action_time_idx" ON "audit_log" USING btree ("entity_type","action","created_at");
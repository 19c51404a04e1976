CREATE TABLE "applicants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"phone_digits" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"country" text,
	"source" text DEFAULT 'other' NOT NULL,
	"lob_id" uuid,
	"position" text DEFAULT '' NOT NULL,
	"education_level" text,
	"years_of_experience" integer,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"reason" text,
	"status_changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"resume_upload_id" uuid,
	"created_by" uuid,
	"archived_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requisition_applicants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requisition_id" uuid NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"phone_digits" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"country" text,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"reason" text,
	"status_changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp (3) with time zone,
	"qualification_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qualification_question_results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resume_upload_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"archived_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_request_counters" (
	"period" text PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_request_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_request_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_number" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"position_title" text NOT NULL,
	"company" text NOT NULL,
	"requester_name" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"headcount" integer NOT NULL,
	"target_start_date" date NOT NULL,
	"lob_id" uuid,
	"current_version_id" uuid,
	"last_version_number" integer DEFAULT 0 NOT NULL,
	"requisition_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualification_question_profile_items" (
	"profile_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "qualification_question_profile_items_profile_id_question_id_pk" PRIMARY KEY("profile_id","question_id"),
	CONSTRAINT "qualification_question_profile_items_position" UNIQUE("profile_id","position")
);
--> statement-breakpoint
CREATE TABLE "qualification_question_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"on_disqualify" text DEFAULT 'decline' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualification_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"criteria" jsonb NOT NULL,
	"pass_threshold" integer NOT NULL,
	"prompt_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "typing_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"passages" text[] NOT NULL,
	"duration_seconds" integer NOT NULL,
	"min_net_wpm" integer NOT NULL,
	"min_accuracy" numeric(5, 2) NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_question_profile_items" (
	"profile_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "video_question_profile_items_profile_id_question_id_pk" PRIMARY KEY("profile_id","question_id"),
	CONSTRAINT "video_question_profile_items_position" UNIQUE("profile_id","position")
);
--> statement-breakpoint
CREATE TABLE "video_question_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"intro_message" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"think_time_seconds" integer NOT NULL,
	"max_answer_seconds" integer NOT NULL,
	"retakes" integer NOT NULL,
	"guidance" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"ext" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"size" bigint,
	"owner_user_id" uuid,
	"owner_applicant_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "requisitions" ADD COLUMN "qualification_question_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "requisitions" ADD COLUMN "video_question_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "requisitions" ADD COLUMN "resume_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "requisitions" ADD COLUMN "typing_test_id" uuid;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_lob_id_lines_of_business_id_fk" FOREIGN KEY ("lob_id") REFERENCES "public"."lines_of_business"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_resume_upload_id_uploads_id_fk" FOREIGN KEY ("resume_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_applicants" ADD CONSTRAINT "requisition_applicants_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_applicants" ADD CONSTRAINT "requisition_applicants_resume_upload_id_uploads_id_fk" FOREIGN KEY ("resume_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_request_versions" ADD CONSTRAINT "class_request_versions_class_request_id_class_requests_id_fk" FOREIGN KEY ("class_request_id") REFERENCES "public"."class_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_request_versions" ADD CONSTRAINT "class_request_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_requests" ADD CONSTRAINT "class_requests_lob_id_lines_of_business_id_fk" FOREIGN KEY ("lob_id") REFERENCES "public"."lines_of_business"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_requests" ADD CONSTRAINT "class_requests_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_question_profile_items" ADD CONSTRAINT "qualification_question_profile_items_profile_id_qualification_question_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."qualification_question_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_question_profile_items" ADD CONSTRAINT "qualification_question_profile_items_question_id_qualification_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qualification_questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_question_profile_items" ADD CONSTRAINT "video_question_profile_items_profile_id_video_question_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."video_question_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_question_profile_items" ADD CONSTRAINT "video_question_profile_items_question_id_video_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."video_questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicants_created_idx" ON "applicants" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applicants_lob_idx" ON "applicants" USING btree ("lob_id");--> statement-breakpoint
CREATE INDEX "applicants_status_idx" ON "applicants" USING btree ("status");--> statement-breakpoint
CREATE INDEX "applicants_email_idx" ON "applicants" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "applicants_phone_idx" ON "applicants" USING btree ("phone_digits");--> statement-breakpoint
CREATE INDEX "requisition_applicants_requisition_idx" ON "requisition_applicants" USING btree ("requisition_id");--> statement-breakpoint
CREATE INDEX "requisition_applicants_created_idx" ON "requisition_applicants" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "requisition_applicants_status_idx" ON "requisition_applicants" USING btree ("status");--> statement-breakpoint
CREATE INDEX "requisition_applicants_email_idx" ON "requisition_applicants" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "requisition_applicants_phone_idx" ON "requisition_applicants" USING btree ("phone_digits");--> statement-breakpoint
CREATE UNIQUE INDEX "class_request_versions_number_unique" ON "class_request_versions" USING btree ("class_request_id","version_number");--> statement-breakpoint
CREATE UNIQUE INDEX "class_requests_reference_unique" ON "class_requests" USING btree ("reference_number");--> statement-breakpoint
CREATE INDEX "class_requests_created_idx" ON "class_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "class_requests_status_idx" ON "class_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "class_requests_position_idx" ON "class_requests" USING btree (lower("position_title"));--> statement-breakpoint
CREATE INDEX "qualification_question_profile_items_question_idx" ON "qualification_question_profile_items" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "qualification_question_profiles_name_idx" ON "qualification_question_profiles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "qualification_questions_name_idx" ON "qualification_questions" USING btree (lower("text"));--> statement-breakpoint
CREATE INDEX "resume_profiles_name_idx" ON "resume_profiles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "typing_tests_name_idx" ON "typing_tests" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "video_question_profile_items_question_idx" ON "video_question_profile_items" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "video_question_profiles_name_idx" ON "video_question_profiles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "video_questions_name_idx" ON "video_questions" USING btree (lower("question"));--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_key_unique" ON "uploads" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploads_owner_user_idx" ON "uploads" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "uploads_owner_applicant_idx" ON "uploads" USING btree ("owner_applicant_id");--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_qualification_question_profile_id_qualification_question_profiles_id_fk" FOREIGN KEY ("qualification_question_profile_id") REFERENCES "public"."qualification_question_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_video_question_profile_id_video_question_profiles_id_fk" FOREIGN KEY ("video_question_profile_id") REFERENCES "public"."video_question_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_resume_profile_id_resume_profiles_id_fk" FOREIGN KEY ("resume_profile_id") REFERENCES "public"."resume_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_typing_test_id_typing_tests_id_fk" FOREIGN KEY ("typing_test_id") REFERENCES "public"."typing_tests"("id") ON DELETE restrict ON UPDATE no action;
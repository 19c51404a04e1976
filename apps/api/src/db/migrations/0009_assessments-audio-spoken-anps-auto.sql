CREATE TABLE "assessment_spoken_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"mime_type" text,
	"size_bytes" bigint,
	"chunk_count" integer,
	"duration_ms" integer,
	"corruptions" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp (3) with time zone,
	"rating" text,
	"notes" text DEFAULT '' NOT NULL,
	"rated_by" uuid,
	"rated_at" timestamp (3) with time zone,
	"transcript" text,
	"ai_suggestion" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_spoken_chunks" (
	"answer_id" uuid NOT NULL,
	"idx" integer NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_spoken_chunks_answer_id_idx_pk" PRIMARY KEY("answer_id","idx")
);
--> statement-breakpoint
ALTER TABLE "lines_of_business" ADD COLUMN "anps_after_application" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lines_of_business" ADD COLUMN "anps_after_decision" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_spoken_answers" ADD CONSTRAINT "assessment_spoken_answers_interview_id_applicant_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."applicant_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_spoken_answers" ADD CONSTRAINT "assessment_spoken_answers_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_spoken_chunks" ADD CONSTRAINT "assessment_spoken_chunks_answer_id_assessment_spoken_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."assessment_spoken_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_spoken_answers_item_idx" ON "assessment_spoken_answers" USING btree ("interview_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "anps_surveys_auto_ra_idx" ON "anps_surveys" USING btree ("requisition_applicant_id","trigger") WHERE "anps_surveys"."trigger" <> 'manual' and "anps_surveys"."requisition_applicant_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "anps_surveys_auto_manual_idx" ON "anps_surveys" USING btree ("manual_applicant_id","trigger") WHERE "anps_surveys"."trigger" <> 'manual' and "anps_surveys"."manual_applicant_id" is not null;
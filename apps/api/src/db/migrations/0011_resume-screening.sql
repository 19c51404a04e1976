CREATE TABLE "self_identifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid,
	"test_result_id" uuid,
	"attributes" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_identifications_one_subject" CHECK (("self_identifications"."interview_id" is null) <> ("self_identifications"."test_result_id" is null))
);
--> statement-breakpoint
ALTER TABLE "self_identifications" ADD CONSTRAINT "self_identifications_interview_id_applicant_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."applicant_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_identifications" ADD CONSTRAINT "self_identifications_test_result_id_test_results_id_fk" FOREIGN KEY ("test_result_id") REFERENCES "public"."test_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "self_identifications_interview_idx" ON "self_identifications" USING btree ("interview_id");--> statement-breakpoint
CREATE UNIQUE INDEX "self_identifications_test_result_idx" ON "self_identifications" USING btree ("test_result_id");--> statement-breakpoint
CREATE INDEX "self_identifications_created_idx" ON "self_identifications" USING btree ("created_at");
CREATE TABLE "dashboard_applicant_days" (
	"day" date NOT NULL,
	"requisition_id" uuid NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"applicants" integer NOT NULL,
	CONSTRAINT "dashboard_applicant_days_requisition_id_day_status_source_pk" PRIMARY KEY("requisition_id","day","status","source")
);
--> statement-breakpoint
CREATE TABLE "dashboard_manual_applicant_days" (
	"day" date NOT NULL,
	"lob_id" uuid,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"applicants" integer NOT NULL,
	CONSTRAINT "dashboard_manual_applicant_days_key" UNIQUE NULLS NOT DISTINCT("day","lob_id","source","status")
);
--> statement-breakpoint
CREATE TABLE "dashboard_status_changes" (
	"audit_id" uuid PRIMARY KEY NOT NULL,
	"requisition_applicant_id" uuid NOT NULL,
	"requisition_id" uuid NOT NULL,
	"changed_at" timestamp (3) with time zone NOT NULL,
	"from_status" text,
	"to_status" text,
	"days" double precision
);
--> statement-breakpoint
ALTER TABLE "dashboard_status_changes" ADD CONSTRAINT "dashboard_status_changes_requisition_applicant_id_requisition_applicants_id_fk" FOREIGN KEY ("requisition_applicant_id") REFERENCES "public"."requisition_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_applicant_days_day_idx" ON "dashboard_applicant_days" USING btree ("day","requisition_id","status","source","applicants");--> statement-breakpoint
CREATE INDEX "dashboard_manual_applicant_days_day_idx" ON "dashboard_manual_applicant_days" USING btree ("day","lob_id","source","status","applicants");--> statement-breakpoint
CREATE INDEX "dashboard_status_changes_time_idx" ON "dashboard_status_changes" USING btree ("changed_at","requisition_id","from_status","to_status","days");--> statement-breakpoint
CREATE INDEX "dashboard_status_changes_applicant_idx" ON "dashboard_status_changes" USING btree ("requisition_applicant_id","changed_at");--> statement-breakpoint
CREATE INDEX "dashboard_status_changes_requisition_idx" ON "dashboard_status_changes" USING btree ("requisition_id","changed_at");
CREATE TABLE "requisition_uid_counters" (
	"period" text PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requisition_uids" (
	"uid" text PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"used_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "requisition_visit_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"requisition_id" uuid NOT NULL,
	"counted_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requisitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requisition_uid" text NOT NULL,
	"name" text NOT NULL,
	"lob_id" uuid NOT NULL,
	"internal_job_code" text DEFAULT '' NOT NULL,
	"job_title" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"employment_type" text DEFAULT 'full-time' NOT NULL,
	"work_environment" text DEFAULT 'onsite' NOT NULL,
	"group_type" text DEFAULT 'bpo' NOT NULL,
	"country" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"reminders" text DEFAULT '' NOT NULL,
	"pay_text" text DEFAULT '' NOT NULL,
	"shift_text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"status_changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"publish_status" text DEFAULT 'unpublished' NOT NULL,
	"published_at" timestamp (3) with time zone,
	"start_date" date,
	"client_submission_date" date,
	"required_hc" integer DEFAULT 1 NOT NULL,
	"num_hired" integer DEFAULT 0 NOT NULL,
	"reason_for_cancellation" text,
	"visits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "requisition_uids" ADD CONSTRAINT "requisition_uids_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_visit_throttle" ADD CONSTRAINT "requisition_visit_throttle_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_lob_id_lines_of_business_id_fk" FOREIGN KEY ("lob_id") REFERENCES "public"."lines_of_business"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requisition_visit_throttle_at_idx" ON "requisition_visit_throttle" USING btree ("counted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "requisitions_uid_unique" ON "requisitions" USING btree ("requisition_uid");--> statement-breakpoint
CREATE INDEX "requisitions_lob_idx" ON "requisitions" USING btree ("lob_id");--> statement-breakpoint
CREATE INDEX "requisitions_status_idx" ON "requisitions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "requisitions_created_idx" ON "requisitions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "requisitions_start_date_idx" ON "requisitions" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "requisitions_name_idx" ON "requisitions" USING btree (lower("name"));
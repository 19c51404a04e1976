CREATE TABLE "dashboard_applicant_periods" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"lob_id" uuid NOT NULL,
	"group_type" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"applicants" integer NOT NULL,
	CONSTRAINT "dashboard_applicant_periods_grain_period_lob_id_group_type_status_source_pk" PRIMARY KEY("grain","period","lob_id","group_type","status","source")
);
--> statement-breakpoint
CREATE TABLE "dashboard_flow_periods" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"lob_id" uuid NOT NULL,
	"group_type" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text,
	"changes" integer NOT NULL,
	CONSTRAINT "dashboard_flow_periods_key" UNIQUE NULLS NOT DISTINCT("grain","period","lob_id","group_type","from_status","to_status")
);
--> statement-breakpoint
CREATE TABLE "dashboard_manual_periods" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"lob_id" uuid,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"applicants" integer NOT NULL,
	CONSTRAINT "dashboard_manual_periods_key" UNIQUE NULLS NOT DISTINCT("grain","period","lob_id","source","status")
);
--> statement-breakpoint
CREATE TABLE "dashboard_requisition_periods" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"requisition_id" uuid NOT NULL,
	"applicants" integer NOT NULL,
	CONSTRAINT "dashboard_requisition_periods_grain_period_requisition_id_pk" PRIMARY KEY("grain","period","requisition_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_span_periods" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"lob_id" uuid NOT NULL,
	"group_type" text NOT NULL,
	"status" text NOT NULL,
	"days" double precision NOT NULL,
	"changes" integer NOT NULL,
	CONSTRAINT "dashboard_span_periods_grain_period_lob_id_group_type_status_days_pk" PRIMARY KEY("grain","period","lob_id","group_type","status","days")
);

CREATE TABLE "upload_byte_budgets" (
	"scope" text NOT NULL,
	"window_start" timestamp (3) with time zone NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "upload_byte_budgets_scope_window_start_pk" PRIMARY KEY("scope","window_start")
);

CREATE TABLE "public_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"consent_at" timestamp (3) with time zone NOT NULL,
	"device_hash" text NOT NULL,
	"created_by" uuid,
	"upload_token_hash" text NOT NULL,
	"share_token_hash" text NOT NULL,
	"max_seconds" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_recordings_upload_token_hash_unique" UNIQUE("upload_token_hash"),
	CONSTRAINT "public_recordings_share_token_hash_unique" UNIQUE("share_token_hash")
);
--> statement-breakpoint
ALTER TABLE "video_answers" ALTER COLUMN "interview_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "video_answers" ADD COLUMN "public_recording_id" uuid;--> statement-breakpoint
ALTER TABLE "public_recordings" ADD CONSTRAINT "public_recordings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_recordings_device_idx" ON "public_recordings" USING btree ("device_hash","created_at");--> statement-breakpoint
CREATE INDEX "public_recordings_created_idx" ON "public_recordings" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "video_answers" ADD CONSTRAINT "video_answers_public_recording_id_public_recordings_id_fk" FOREIGN KEY ("public_recording_id") REFERENCES "public"."public_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_answers" ADD CONSTRAINT "video_answers_public_recording_id_unique" UNIQUE("public_recording_id");
ALTER TABLE "uploads" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "uploads_client_address_idx" ON "uploads" USING btree ("client_address","created_at");
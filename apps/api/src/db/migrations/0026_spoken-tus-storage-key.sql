ALTER TABLE "assessment_spoken_chunks" ADD COLUMN "storage_key" text;--> statement-breakpoint
-- Spoken answers upload over tus (one object per answer); chunk-protocol rows name their `.part`
-- object. Deleting a row (a cascade from a deleted applicant or interview) queues the object's
-- deletion, as for video chunks (0013).
UPDATE "assessment_spoken_chunks" c
SET "storage_key" = 'assessment-spoken/' || c."answer_id" || '/' || a."corruptions" || '/' || lpad(c."idx"::text, 5, '0') || '.part'
FROM "assessment_spoken_answers" a
WHERE a."id" = c."answer_id" AND c."storage_key" IS NULL;
--> statement-breakpoint
CREATE TRIGGER "assessment_spoken_chunks_deleted" AFTER DELETE ON "assessment_spoken_chunks"
FOR EACH ROW EXECUTE FUNCTION "video_chunk_deleted"();

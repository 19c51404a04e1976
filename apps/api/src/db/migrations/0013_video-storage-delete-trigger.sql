-- Video chunks name their storage object; deleting a chunk row (retention, a retake, a cascade from
-- a deleted applicant or interview) queues the object's deletion in the same transaction
-- (docs/decisions/video.md#video-retention).
UPDATE "video_answer_chunks" c
SET "storage_key" = 'video-answers/' || c."answer_id" || '/' || a."corruptions" || '/' || lpad(c."idx"::text, 5, '0') || '.part'
FROM "video_answers" a
WHERE a."id" = c."answer_id" AND c."storage_key" IS NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "video_chunk_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."storage_key" IS NOT NULL THEN
    INSERT INTO "background_jobs" ("kind", "payload")
    VALUES ('storage.delete', jsonb_build_object('key', OLD."storage_key"));
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "video_answer_chunks_deleted" AFTER DELETE ON "video_answer_chunks"
FOR EACH ROW EXECUTE FUNCTION "video_chunk_deleted"();

-- Every API process keeps the public job pages, the board, the sitemap and the feeds rendered
-- (modules/candidate-pages) instead of reading the jobs on each view. Any change that can alter
-- what they show (a job's public fields, its publishing or status, a new or deleted job, the
-- client's name) announces itself on the channel `ats_public_jobs_changed` when its transaction
-- commits, and every process listening drops what it rendered. The visit counter and other staff
-- columns are not listed: counting a visit does not empty the cache. Statement-level triggers:
-- one notice per statement, none for a rollback.
CREATE FUNCTION "notify_public_jobs_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ats_public_jobs_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "requisitions_public_jobs_changed" AFTER INSERT OR DELETE OR UPDATE OF "job_title", "location", "employment_type", "work_environment", "country", "description", "instructions", "reminders", "pay_text", "shift_text", "status", "publish_status", "published_at", "start_date", "lob_id", "requisition_uid" ON "requisitions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_jobs_changed"();
--> statement-breakpoint
CREATE TRIGGER "lines_of_business_public_jobs_changed" AFTER UPDATE OF "client_name" OR DELETE ON "lines_of_business"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_jobs_changed"();

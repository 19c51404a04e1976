-- Dashboard rollups (docs/decisions/dashboard.md#rollups-kept-by-database-triggers): triggers keep them exact in the same
-- transaction as every write (services, imports, seeds, cascades); statement-level triggers with
-- transition tables so bulk writes stay set-based. The triggers are created before the backfill:
-- CREATE TRIGGER locks each table against writes until this migration commits, so no row is
-- missed or counted twice.
CREATE OR REPLACE FUNCTION "dashboard_source"(src jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    nullif(lower(src->>'utmSource'), ''),
    nullif(lower(substring(src->>'referrer' from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)')), ''),
    'direct')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_uuid"(t text) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN t ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN t::uuid END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_applicant_source"(ra uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT "dashboard_source"(a."source") FROM "applications" a WHERE a."applicant_id" = ra), 'added by staff')
$$;
--> statement-breakpoint
CREATE INDEX "dashboard_applicant_days_empty_idx" ON "dashboard_applicant_days" ("requisition_id") WHERE "applicants" <= 0;
--> statement-breakpoint
CREATE INDEX "dashboard_manual_applicant_days_empty_idx" ON "dashboard_manual_applicant_days" ("day") WHERE "applicants" <= 0;
--> statement-breakpoint
-- Requisition applicants: insert, update (status, archive, requisition, creation day), delete.
CREATE OR REPLACE FUNCTION "dashboard_ra_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new applicant has no application yet (its foreign key needs the applicant first).
  INSERT INTO "dashboard_applicant_days" AS t ("requisition_id", "day", "status", "source", "applicants")
  SELECT n."requisition_id", (n."created_at" AT TIME ZONE 'UTC')::date, n."status", 'added by staff', count(*)
  FROM new_rows n WHERE n."archived_at" IS NULL GROUP BY 1, 2, 3, 4
  ON CONFLICT ("requisition_id", "day", "status", "source") DO UPDATE SET "applicants" = t."applicants" + excluded."applicants";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_ra_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "dashboard_applicant_days" AS t ("requisition_id", "day", "status", "source", "applicants")
  SELECT d.requisition_id, d.day, d.status, d.source, sum(d.n)
  FROM (
    SELECT o."requisition_id", (o."created_at" AT TIME ZONE 'UTC')::date AS day, o."status",
      "dashboard_applicant_source"(o."id") AS source, -1 AS n
    FROM old_rows o JOIN new_rows n ON n."id" = o."id"
    WHERE o."archived_at" IS NULL AND ((n."archived_at" IS NULL) IS DISTINCT FROM (o."archived_at" IS NULL)
      OR n."status" <> o."status" OR n."requisition_id" <> o."requisition_id" OR n."created_at" <> o."created_at")
    UNION ALL
    SELECT n."requisition_id", (n."created_at" AT TIME ZONE 'UTC')::date, n."status", "dashboard_applicant_source"(n."id"), 1
    FROM old_rows o JOIN new_rows n ON n."id" = o."id"
    WHERE n."archived_at" IS NULL AND ((n."archived_at" IS NULL) IS DISTINCT FROM (o."archived_at" IS NULL)
      OR n."status" <> o."status" OR n."requisition_id" <> o."requisition_id" OR n."created_at" <> o."created_at")
  ) d
  GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0
  ON CONFLICT ("requisition_id", "day", "status", "source") DO UPDATE SET "applicants" = t."applicants" + excluded."applicants";
  DELETE FROM "dashboard_applicant_days" WHERE "applicants" <= 0;
  -- Status changes follow the applicant to its new requisition.
  UPDATE "dashboard_status_changes" c SET "requisition_id" = n."requisition_id"
  FROM old_rows o JOIN new_rows n ON n."id" = o."id"
  WHERE n."requisition_id" <> o."requisition_id" AND c."requisition_applicant_id" = n."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Row level and BEFORE: the application (and so the source) still exists, cascades come after.
CREATE OR REPLACE FUNCTION "dashboard_ra_deleting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."archived_at" IS NULL THEN
    UPDATE "dashboard_applicant_days" SET "applicants" = "applicants" - 1
    WHERE "requisition_id" = OLD."requisition_id" AND "day" = (OLD."created_at" AT TIME ZONE 'UTC')::date
      AND "status" = OLD."status" AND "source" = "dashboard_applicant_source"(OLD."id");
    DELETE FROM "dashboard_applicant_days" WHERE "applicants" <= 0;
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_ra_inserted" AFTER INSERT ON "requisition_applicants"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_ra_inserted"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_ra_updated" AFTER UPDATE ON "requisition_applicants"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_ra_updated"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_ra_deleting" BEFORE DELETE ON "requisition_applicants"
FOR EACH ROW EXECUTE FUNCTION "dashboard_ra_deleting"();
--> statement-breakpoint
-- Applications: the source of a live applicant moves from "added by staff" to the application's
-- source (insert), between sources (update) or back (delete while the applicant stays).
CREATE OR REPLACE FUNCTION "dashboard_move_sources"(ids uuid[], old_sources text[], new_sources text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "dashboard_applicant_days" AS t ("requisition_id", "day", "status", "source", "applicants")
  SELECT d.requisition_id, d.day, d.status, d.source, sum(d.n)
  FROM (
    SELECT ra."requisition_id", (ra."created_at" AT TIME ZONE 'UTC')::date AS day, ra."status", m.old_source AS source, -1 AS n
    FROM unnest(ids, old_sources, new_sources) AS m(applicant_id, old_source, new_source)
    JOIN "requisition_applicants" ra ON ra."id" = m.applicant_id
    WHERE ra."archived_at" IS NULL AND m.old_source <> m.new_source
    UNION ALL
    SELECT ra."requisition_id", (ra."created_at" AT TIME ZONE 'UTC')::date, ra."status", m.new_source, 1
    FROM unnest(ids, old_sources, new_sources) AS m(applicant_id, old_source, new_source)
    JOIN "requisition_applicants" ra ON ra."id" = m.applicant_id
    WHERE ra."archived_at" IS NULL AND m.old_source <> m.new_source
  ) d
  GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0
  ON CONFLICT ("requisition_id", "day", "status", "source") DO UPDATE SET "applicants" = t."applicants" + excluded."applicants";
  DELETE FROM "dashboard_applicant_days" WHERE "applicants" <= 0;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_application_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[]; olds text[]; news text[];
BEGIN
  SELECT array_agg(n."applicant_id"), array_agg('added by staff'::text), array_agg("dashboard_source"(n."source"))
  INTO ids, olds, news FROM new_rows n;
  PERFORM "dashboard_move_sources"(ids, olds, news);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_application_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[]; olds text[]; news text[];
BEGIN
  -- An application never changes applicant (it is the primary key); only its source can move.
  SELECT array_agg(n."applicant_id"), array_agg("dashboard_source"(o."source")), array_agg("dashboard_source"(n."source"))
  INTO ids, olds, news FROM old_rows o JOIN new_rows n ON n."applicant_id" = o."applicant_id"
  WHERE o."source" IS DISTINCT FROM n."source";
  PERFORM "dashboard_move_sources"(ids, olds, news);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_application_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[]; olds text[]; news text[];
BEGIN
  -- When the applicant itself is being deleted it is already gone here (its BEFORE DELETE trigger
  -- took it out of the rollup), so only applications removed from a remaining applicant move.
  SELECT array_agg(o."applicant_id"), array_agg("dashboard_source"(o."source")), array_agg('added by staff'::text)
  INTO ids, olds, news FROM old_rows o;
  PERFORM "dashboard_move_sources"(ids, olds, news);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_application_inserted" AFTER INSERT ON "applications"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_application_inserted"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_application_updated" AFTER UPDATE ON "applications"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_application_updated"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_application_deleted" AFTER DELETE ON "applications"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_application_deleted"();
--> statement-breakpoint
-- Manual applicants: live rows per creation day, line of business, source and status.
CREATE OR REPLACE FUNCTION "dashboard_manual_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "dashboard_manual_applicant_days" AS t ("day", "lob_id", "source", "status", "applicants")
    SELECT (n."created_at" AT TIME ZONE 'UTC')::date, n."lob_id", n."source", n."status", count(*)
    FROM new_rows n WHERE n."archived_at" IS NULL GROUP BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT "dashboard_manual_applicant_days_key" DO UPDATE SET "applicants" = t."applicants" + excluded."applicants";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "dashboard_manual_applicant_days" AS t ("day", "lob_id", "source", "status", "applicants")
    SELECT d.day, d.lob_id, d.source, d.status, sum(d.n)
    FROM (
      SELECT (o."created_at" AT TIME ZONE 'UTC')::date AS day, o."lob_id", o."source", o."status", -1 AS n
      FROM old_rows o WHERE o."archived_at" IS NULL
      UNION ALL
      SELECT (n."created_at" AT TIME ZONE 'UTC')::date, n."lob_id", n."source", n."status", 1
      FROM new_rows n WHERE n."archived_at" IS NULL
    ) d
    GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0
    ON CONFLICT ON CONSTRAINT "dashboard_manual_applicant_days_key" DO UPDATE SET "applicants" = t."applicants" + excluded."applicants";
    DELETE FROM "dashboard_manual_applicant_days" WHERE "applicants" <= 0;
  ELSE
    UPDATE "dashboard_manual_applicant_days" t SET "applicants" = t."applicants" - d.n
    FROM (
      SELECT (o."created_at" AT TIME ZONE 'UTC')::date AS day, o."lob_id", o."source", o."status", count(*) AS n
      FROM old_rows o WHERE o."archived_at" IS NULL GROUP BY 1, 2, 3, 4
    ) d
    WHERE t."day" = d.day AND t."lob_id" IS NOT DISTINCT FROM d.lob_id AND t."source" = d.source AND t."status" = d.status;
    DELETE FROM "dashboard_manual_applicant_days" WHERE "applicants" <= 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_manual_inserted" AFTER INSERT ON "applicants"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_manual_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_manual_updated" AFTER UPDATE ON "applicants"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_manual_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_manual_deleted" AFTER DELETE ON "applicants"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_manual_changed"();
--> statement-breakpoint
-- Status changes of requisition applicants, from the (append-only) audit log; "days" is recomputed
-- for every applicant touched, so entries written out of time order stay exact.
CREATE OR REPLACE FUNCTION "dashboard_recompute_days"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "dashboard_status_changes" c SET "days" = s.days
  FROM (
    SELECT x."audit_id",
      extract(epoch FROM x."changed_at" - coalesce(max(x."changed_at") OVER w, ra."created_at")) / 86400.0 AS days
    FROM "dashboard_status_changes" x
    JOIN "requisition_applicants" ra ON ra."id" = x."requisition_applicant_id"
    WHERE x."requisition_applicant_id" = ANY (ids)
    WINDOW w AS (PARTITION BY x."requisition_applicant_id" ORDER BY x."changed_at"
      RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW EXCLUDE GROUP)
  ) s
  WHERE c."audit_id" = s."audit_id" AND c."days" IS DISTINCT FROM s.days;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_audit_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
  INSERT INTO "dashboard_status_changes"
    ("audit_id", "requisition_applicant_id", "requisition_id", "changed_at", "from_status", "to_status")
  SELECT n."id", ra."id", ra."requisition_id", n."created_at", n."diff"->'status'->>0, n."diff"->'status'->>1
  FROM new_rows n JOIN "requisition_applicants" ra ON ra."id" = "dashboard_uuid"(n."entity_id")
  WHERE n."entity_type" = 'requisition-applicant' AND n."action" = 'status_change';
  SELECT array_agg(DISTINCT "dashboard_uuid"(n."entity_id")) INTO ids FROM new_rows n
  WHERE n."entity_type" = 'requisition-applicant' AND n."action" = 'status_change';
  IF ids IS NOT NULL THEN PERFORM "dashboard_recompute_days"(ids); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_audit_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
  DELETE FROM "dashboard_status_changes" c USING old_rows o WHERE c."audit_id" = o."id";
  SELECT array_agg(DISTINCT "dashboard_uuid"(o."entity_id")) INTO ids FROM old_rows o
  WHERE o."entity_type" = 'requisition-applicant' AND o."action" = 'status_change';
  IF ids IS NOT NULL THEN PERFORM "dashboard_recompute_days"(ids); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_audit_inserted" AFTER INSERT ON "audit_log"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_audit_inserted"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_audit_deleted" AFTER DELETE ON "audit_log"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_audit_deleted"();
--> statement-breakpoint
-- Backfill (set-based; about a minute at 1M + 1M applicants and 1M history rows).
INSERT INTO "dashboard_applicant_days" ("requisition_id", "day", "status", "source", "applicants")
SELECT ra."requisition_id", (ra."created_at" AT TIME ZONE 'UTC')::date, ra."status",
  CASE WHEN a."applicant_id" IS NULL THEN 'added by staff' ELSE "dashboard_source"(a."source") END, count(*)
FROM "requisition_applicants" ra LEFT JOIN "applications" a ON a."applicant_id" = ra."id"
WHERE ra."archived_at" IS NULL
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "dashboard_manual_applicant_days" ("day", "lob_id", "source", "status", "applicants")
SELECT (m."created_at" AT TIME ZONE 'UTC')::date, m."lob_id", m."source", m."status", count(*)
FROM "applicants" m WHERE m."archived_at" IS NULL
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "dashboard_status_changes"
  ("audit_id", "requisition_applicant_id", "requisition_id", "changed_at", "from_status", "to_status", "days")
SELECT x.id, x.ra_id, x.requisition_id, x.created_at, x.from_status, x.to_status,
  extract(epoch FROM x.created_at - coalesce(max(x.created_at) OVER w, x.ra_created_at)) / 86400.0
FROM (
  SELECT a."id", ra."id" AS ra_id, ra."requisition_id", ra."created_at" AS ra_created_at, a."created_at",
    a."diff"->'status'->>0 AS from_status, a."diff"->'status'->>1 AS to_status
  FROM "audit_log" a JOIN "requisition_applicants" ra ON ra."id" = "dashboard_uuid"(a."entity_id")
  WHERE a."entity_type" = 'requisition-applicant' AND a."action" = 'status_change'
) x
WINDOW w AS (PARTITION BY x.ra_id ORDER BY x.created_at RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW EXCLUDE GROUP);
--> statement-breakpoint
ANALYZE "dashboard_applicant_days";
--> statement-breakpoint
ANALYZE "dashboard_manual_applicant_days";
--> statement-breakpoint
ANALYZE "dashboard_status_changes";

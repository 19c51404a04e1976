-- Dashboard rollups: the triggers' upserts take their rows in key order, so two transactions
-- changing applicants of the same requisition and day lock the rollup rows in the same order
-- (no deadlock between, say, one applicant moving A → B while another moves B → A).
-- Requisition applicants: insert, update (status, archive, requisition, creation day), delete.
CREATE OR REPLACE FUNCTION "dashboard_ra_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new applicant has no application yet (its foreign key needs the applicant first).
  INSERT INTO "dashboard_applicant_days" AS t ("requisition_id", "day", "status", "source", "applicants")
  SELECT n."requisition_id", (n."created_at" AT TIME ZONE 'UTC')::date, n."status", 'added by staff', count(*)
  FROM new_rows n WHERE n."archived_at" IS NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
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
  GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4
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
  GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("requisition_id", "day", "status", "source") DO UPDATE SET "applicants" = t."applicants" + excluded."applicants";
  DELETE FROM "dashboard_applicant_days" WHERE "applicants" <= 0;
END;
$$;
--> statement-breakpoint
-- Manual applicants: live rows per creation day, line of business, source and status.
CREATE OR REPLACE FUNCTION "dashboard_manual_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "dashboard_manual_applicant_days" AS t ("day", "lob_id", "source", "status", "applicants")
    SELECT (n."created_at" AT TIME ZONE 'UTC')::date, n."lob_id", n."source", n."status", count(*)
    FROM new_rows n WHERE n."archived_at" IS NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
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
    GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4
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

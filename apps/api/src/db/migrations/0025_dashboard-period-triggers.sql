-- Dashboard period rollups (docs/decisions/dashboard.md#period-rollups): month, ISO week and day
-- totals, so a whole-company range reads its whole months, then whole weeks, then the edge days.
-- They are kept from the three rollups of 0015/0017 by statement-level triggers on those tables
-- (every write path that keeps the rollups keeps these, in the same transaction), and moved when a
-- requisition changes line of business or group type. Upserts take their rows in key order (as
-- 0021), after the rollup rows that caused them. Triggers first, then the backfill: CREATE TRIGGER
-- locks each table against writes until this migration commits, so nothing is missed or counted twice.
CREATE OR REPLACE FUNCTION "dashboard_periods"(day date) RETURNS TABLE ("grain" text, "period" date)
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'm', date_trunc('month', day::timestamp)::date
  UNION ALL SELECT 'w', date_trunc('week', day::timestamp)::date
  UNION ALL SELECT 'd', day
$$;
--> statement-breakpoint
-- Writers take a shared lock per requisition bucket, a line or group change takes it exclusively:
-- a change of line waits for the applicants' transactions reading the old line (and they for it),
-- so no delta lands on a line the requisition already left. 64 buckets keep bulk writes to a few locks.
CREATE OR REPLACE FUNCTION "dashboard_lock_requisitions"(ids uuid[], exclusive boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE b int;
BEGIN
  FOR b IN SELECT DISTINCT abs(hashtext(x::text)) % 64 FROM unnest(ids) AS x ORDER BY 1 LOOP
    IF exclusive THEN PERFORM pg_advisory_xact_lock(1919, b); ELSE PERFORM pg_advisory_xact_lock_shared(1919, b); END IF;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Applicant days → requisition periods and line periods (insert, update, delete of rollup rows):
-- the trigger collects the signed changes, one function applies them.
CREATE OR REPLACE FUNCTION "dashboard_days_apply"(reqs uuid[], days date[], statuses text[], sources text[], ns bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
  SELECT array_agg(DISTINCT x) INTO ids FROM unnest(reqs) AS x;
  IF ids IS NULL THEN RETURN; END IF;
  PERFORM "dashboard_lock_requisitions"(ids, false);
  INSERT INTO "dashboard_requisition_periods" AS t ("grain", "period", "requisition_id", "applicants")
  SELECT p."grain", p."period", d.requisition_id, sum(d.n)
  FROM unnest(reqs, days, ns) AS d(requisition_id, day, n) CROSS JOIN LATERAL "dashboard_periods"(d.day) p
  GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("grain", "period", "requisition_id") DO UPDATE SET "applicants" = t."applicants" + excluded."applicants";
  DELETE FROM "dashboard_requisition_periods" WHERE "applicants" <= 0;
  INSERT INTO "dashboard_applicant_periods" AS t ("grain", "period", "lob_id", "group_type", "status", "source", "applicants")
  SELECT p."grain", p."period", r."lob_id", r."group_type", d.status, d.source, sum(d.n)
  FROM unnest(reqs, days, statuses, sources, ns) AS d(requisition_id, day, status, source, n)
  JOIN "requisitions" r ON r."id" = d.requisition_id
  CROSS JOIN LATERAL "dashboard_periods"(d.day) p
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ("grain", "period", "lob_id", "group_type", "status", "source") DO UPDATE SET "applicants" = t."applicants" + excluded."applicants";
  DELETE FROM "dashboard_applicant_periods" WHERE "applicants" <= 0;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_days_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE reqs uuid[]; days date[]; statuses text[]; sources text[]; ns bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."requisition_id"), array_agg(n."day"), array_agg(n."status"), array_agg(n."source"), array_agg(n."applicants"::bigint)
    INTO reqs, days, statuses, sources, ns FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(d.requisition_id), array_agg(d.day), array_agg(d.status), array_agg(d.source), array_agg(d.n)
    INTO reqs, days, statuses, sources, ns FROM (
      SELECT o."requisition_id", o."day", o."status", o."source", -o."applicants"::bigint AS n FROM old_rows o
      UNION ALL SELECT n."requisition_id", n."day", n."status", n."source", n."applicants"::bigint FROM new_rows n
    ) d;
  ELSE
    SELECT array_agg(o."requisition_id"), array_agg(o."day"), array_agg(o."status"), array_agg(o."source"), array_agg(-o."applicants"::bigint)
    INTO reqs, days, statuses, sources, ns FROM old_rows o;
  END IF;
  PERFORM "dashboard_days_apply"(reqs, days, statuses, sources, ns);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_days_inserted" AFTER INSERT ON "dashboard_applicant_days"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_days_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_days_updated" AFTER UPDATE ON "dashboard_applicant_days"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_days_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_days_deleted" AFTER DELETE ON "dashboard_applicant_days"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_days_changed"();
--> statement-breakpoint
-- Status changes → line periods, counted twice: per (period of the change, line, group type, from,
-- to) for the flow, and per (period, line, group type, status left, days spent in it as the figure
-- reads them: greatest(days, 0)) for time in status. Only changes with a previous status.
CREATE OR REPLACE FUNCTION "dashboard_changes_apply"(reqs uuid[], change_days date[], froms text[], tos text[], spans float8[], ns bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
  SELECT array_agg(DISTINCT x) INTO ids FROM unnest(reqs) AS x;
  IF ids IS NULL THEN RETURN; END IF;
  PERFORM "dashboard_lock_requisitions"(ids, false);
  INSERT INTO "dashboard_flow_periods" AS t ("grain", "period", "lob_id", "group_type", "from_status", "to_status", "changes")
  SELECT p."grain", p."period", r."lob_id", r."group_type", d.from_status, d.to_status, sum(d.n)
  FROM unnest(reqs, change_days, froms, tos, ns) AS d(requisition_id, day, from_status, to_status, n)
  JOIN "requisitions" r ON r."id" = d.requisition_id
  CROSS JOIN LATERAL "dashboard_periods"(d.day) p
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT "dashboard_flow_periods_key" DO UPDATE SET "changes" = t."changes" + excluded."changes";
  DELETE FROM "dashboard_flow_periods" WHERE "changes" <= 0;
  INSERT INTO "dashboard_span_periods" AS t ("grain", "period", "lob_id", "group_type", "status", "days", "changes")
  SELECT p."grain", p."period", r."lob_id", r."group_type", d.from_status, d.span, sum(d.n)
  FROM unnest(reqs, change_days, froms, spans, ns) AS d(requisition_id, day, from_status, span, n)
  JOIN "requisitions" r ON r."id" = d.requisition_id
  CROSS JOIN LATERAL "dashboard_periods"(d.day) p
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ("grain", "period", "lob_id", "group_type", "status", "days") DO UPDATE SET "changes" = t."changes" + excluded."changes";
  DELETE FROM "dashboard_span_periods" WHERE "changes" <= 0;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_changes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE reqs uuid[]; change_days date[]; froms text[]; tos text[]; spans float8[]; ns bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."requisition_id"), array_agg((n."changed_at" AT TIME ZONE 'UTC')::date), array_agg(n."from_status"),
      array_agg(n."to_status"), array_agg(greatest(n."days", 0)), array_agg(1::bigint)
    INTO reqs, change_days, froms, tos, spans, ns FROM new_rows n WHERE n."from_status" IS NOT NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(d.requisition_id), array_agg(d.day), array_agg(d.from_status), array_agg(d.to_status), array_agg(d.span), array_agg(d.n)
    INTO reqs, change_days, froms, tos, spans, ns FROM (
      SELECT o."requisition_id", (o."changed_at" AT TIME ZONE 'UTC')::date AS day, o."from_status", o."to_status",
        greatest(o."days", 0) AS span, -1::bigint AS n FROM old_rows o WHERE o."from_status" IS NOT NULL
      UNION ALL
      SELECT n."requisition_id", (n."changed_at" AT TIME ZONE 'UTC')::date, n."from_status", n."to_status",
        greatest(n."days", 0), 1::bigint FROM new_rows n WHERE n."from_status" IS NOT NULL
    ) d;
  ELSE
    SELECT array_agg(o."requisition_id"), array_agg((o."changed_at" AT TIME ZONE 'UTC')::date), array_agg(o."from_status"),
      array_agg(o."to_status"), array_agg(greatest(o."days", 0)), array_agg(-1::bigint)
    INTO reqs, change_days, froms, tos, spans, ns FROM old_rows o WHERE o."from_status" IS NOT NULL;
  END IF;
  PERFORM "dashboard_changes_apply"(reqs, change_days, froms, tos, spans, ns);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_changes_inserted" AFTER INSERT ON "dashboard_status_changes"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_changes_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_changes_updated" AFTER UPDATE ON "dashboard_status_changes"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_changes_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_changes_deleted" AFTER DELETE ON "dashboard_status_changes"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_changes_changed"();
--> statement-breakpoint
-- Manual applicant days → manual periods (the line is in the key: nothing to move).
CREATE OR REPLACE FUNCTION "dashboard_manual_days_apply"(days date[], lobs uuid[], sources text[], statuses text[], ns bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF days IS NULL THEN RETURN; END IF;
  INSERT INTO "dashboard_manual_periods" AS t ("grain", "period", "lob_id", "source", "status", "applicants")
  SELECT p."grain", p."period", d.lob_id, d.source, d.status, sum(d.n)
  FROM unnest(days, lobs, sources, statuses, ns) AS d(day, lob_id, source, status, n)
  CROSS JOIN LATERAL "dashboard_periods"(d.day) p
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT "dashboard_manual_periods_key" DO UPDATE SET "applicants" = t."applicants" + excluded."applicants";
  DELETE FROM "dashboard_manual_periods" WHERE "applicants" <= 0;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_manual_days_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE days date[]; lobs uuid[]; sources text[]; statuses text[]; ns bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."day"), array_agg(n."lob_id"), array_agg(n."source"), array_agg(n."status"), array_agg(n."applicants"::bigint)
    INTO days, lobs, sources, statuses, ns FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(d.day), array_agg(d.lob_id), array_agg(d.source), array_agg(d.status), array_agg(d.n)
    INTO days, lobs, sources, statuses, ns FROM (
      SELECT o."day", o."lob_id", o."source", o."status", -o."applicants"::bigint AS n FROM old_rows o
      UNION ALL SELECT n."day", n."lob_id", n."source", n."status", n."applicants"::bigint FROM new_rows n
    ) d;
  ELSE
    SELECT array_agg(o."day"), array_agg(o."lob_id"), array_agg(o."source"), array_agg(o."status"), array_agg(-o."applicants"::bigint)
    INTO days, lobs, sources, statuses, ns FROM old_rows o;
  END IF;
  PERFORM "dashboard_manual_days_apply"(days, lobs, sources, statuses, ns);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_manual_days_inserted" AFTER INSERT ON "dashboard_manual_applicant_days"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_manual_days_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_manual_days_updated" AFTER UPDATE ON "dashboard_manual_applicant_days"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_manual_days_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_manual_days_deleted" AFTER DELETE ON "dashboard_manual_applicant_days"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_manual_days_changed"();
--> statement-breakpoint
-- A requisition changing line of business or group type takes its applicants and status changes
-- out of the old line's periods and into the new one's.
CREATE OR REPLACE FUNCTION "dashboard_requisition_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
  SELECT array_agg(n."id") INTO ids FROM old_rows o JOIN new_rows n ON n."id" = o."id"
  WHERE n."lob_id" <> o."lob_id" OR n."group_type" <> o."group_type";
  IF ids IS NULL THEN RETURN NULL; END IF;
  PERFORM "dashboard_lock_requisitions"(ids, true);
  INSERT INTO "dashboard_applicant_periods" AS t ("grain", "period", "lob_id", "group_type", "status", "source", "applicants")
  SELECT p."grain", p."period", m.lob_id, m.group_type, d."status", d."source", sum(m.sign * d."applicants")
  FROM (
    SELECT o."id", o."lob_id", o."group_type", -1 AS sign FROM old_rows o WHERE o."id" = ANY (ids)
    UNION ALL SELECT n."id", n."lob_id", n."group_type", 1 FROM new_rows n WHERE n."id" = ANY (ids)
  ) m
  JOIN "dashboard_applicant_days" d ON d."requisition_id" = m.id
  CROSS JOIN LATERAL "dashboard_periods"(d."day") p
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(m.sign * d."applicants") <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ("grain", "period", "lob_id", "group_type", "status", "source") DO UPDATE SET "applicants" = t."applicants" + excluded."applicants";
  DELETE FROM "dashboard_applicant_periods" WHERE "applicants" <= 0;
  INSERT INTO "dashboard_flow_periods" AS t ("grain", "period", "lob_id", "group_type", "from_status", "to_status", "changes")
  SELECT p."grain", p."period", m.lob_id, m.group_type, c."from_status", c."to_status", sum(m.sign)
  FROM (
    SELECT o."id", o."lob_id", o."group_type", -1 AS sign FROM old_rows o WHERE o."id" = ANY (ids)
    UNION ALL SELECT n."id", n."lob_id", n."group_type", 1 FROM new_rows n WHERE n."id" = ANY (ids)
  ) m
  JOIN "dashboard_status_changes" c ON c."requisition_id" = m.id AND c."from_status" IS NOT NULL
  CROSS JOIN LATERAL "dashboard_periods"((c."changed_at" AT TIME ZONE 'UTC')::date) p
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(m.sign) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT "dashboard_flow_periods_key" DO UPDATE SET "changes" = t."changes" + excluded."changes";
  DELETE FROM "dashboard_flow_periods" WHERE "changes" <= 0;
  INSERT INTO "dashboard_span_periods" AS t ("grain", "period", "lob_id", "group_type", "status", "days", "changes")
  SELECT p."grain", p."period", m.lob_id, m.group_type, c."from_status", greatest(c."days", 0), sum(m.sign)
  FROM (
    SELECT o."id", o."lob_id", o."group_type", -1 AS sign FROM old_rows o WHERE o."id" = ANY (ids)
    UNION ALL SELECT n."id", n."lob_id", n."group_type", 1 FROM new_rows n WHERE n."id" = ANY (ids)
  ) m
  JOIN "dashboard_status_changes" c ON c."requisition_id" = m.id AND c."from_status" IS NOT NULL
  CROSS JOIN LATERAL "dashboard_periods"((c."changed_at" AT TIME ZONE 'UTC')::date) p
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(m.sign) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ("grain", "period", "lob_id", "group_type", "status", "days") DO UPDATE SET "changes" = t."changes" + excluded."changes";
  DELETE FROM "dashboard_span_periods" WHERE "changes" <= 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_requisition_moved" AFTER UPDATE ON "requisitions"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_requisition_moved"();
--> statement-breakpoint
CREATE INDEX "dashboard_requisition_periods_empty_idx" ON "dashboard_requisition_periods" ("grain") WHERE "applicants" <= 0;
--> statement-breakpoint
CREATE INDEX "dashboard_applicant_periods_empty_idx" ON "dashboard_applicant_periods" ("grain") WHERE "applicants" <= 0;
--> statement-breakpoint
CREATE INDEX "dashboard_flow_periods_empty_idx" ON "dashboard_flow_periods" ("grain") WHERE "changes" <= 0;
--> statement-breakpoint
CREATE INDEX "dashboard_span_periods_empty_idx" ON "dashboard_span_periods" ("grain") WHERE "changes" <= 0;
--> statement-breakpoint
CREATE INDEX "dashboard_manual_periods_empty_idx" ON "dashboard_manual_periods" ("grain") WHERE "applicants" <= 0;
--> statement-breakpoint
-- Backfill (set-based, from the rollups; the base tables are not read again).
INSERT INTO "dashboard_requisition_periods" ("grain", "period", "requisition_id", "applicants")
SELECT p."grain", p."period", d."requisition_id", sum(d."applicants")
FROM "dashboard_applicant_days" d CROSS JOIN LATERAL "dashboard_periods"(d."day") p
GROUP BY 1, 2, 3 HAVING sum(d."applicants") <> 0;
--> statement-breakpoint
INSERT INTO "dashboard_applicant_periods" ("grain", "period", "lob_id", "group_type", "status", "source", "applicants")
SELECT p."grain", p."period", r."lob_id", r."group_type", d."status", d."source", sum(d."applicants")
FROM "dashboard_applicant_days" d JOIN "requisitions" r ON r."id" = d."requisition_id"
CROSS JOIN LATERAL "dashboard_periods"(d."day") p
GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d."applicants") <> 0;
--> statement-breakpoint
INSERT INTO "dashboard_flow_periods" ("grain", "period", "lob_id", "group_type", "from_status", "to_status", "changes")
SELECT p."grain", p."period", r."lob_id", r."group_type", c."from_status", c."to_status", count(*)
FROM "dashboard_status_changes" c JOIN "requisitions" r ON r."id" = c."requisition_id"
CROSS JOIN LATERAL "dashboard_periods"((c."changed_at" AT TIME ZONE 'UTC')::date) p
WHERE c."from_status" IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "dashboard_span_periods" ("grain", "period", "lob_id", "group_type", "status", "days", "changes")
SELECT p."grain", p."period", r."lob_id", r."group_type", c."from_status", greatest(c."days", 0), count(*)
FROM "dashboard_status_changes" c JOIN "requisitions" r ON r."id" = c."requisition_id"
CROSS JOIN LATERAL "dashboard_periods"((c."changed_at" AT TIME ZONE 'UTC')::date) p
WHERE c."from_status" IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "dashboard_manual_periods" ("grain", "period", "lob_id", "source", "status", "applicants")
SELECT p."grain", p."period", d."lob_id", d."source", d."status", sum(d."applicants")
FROM "dashboard_manual_applicant_days" d CROSS JOIN LATERAL "dashboard_periods"(d."day") p
GROUP BY 1, 2, 3, 4, 5 HAVING sum(d."applicants") <> 0;
--> statement-breakpoint
ANALYZE "dashboard_requisition_periods";
--> statement-breakpoint
ANALYZE "dashboard_applicant_periods";
--> statement-breakpoint
ANALYZE "dashboard_flow_periods";
--> statement-breakpoint
ANALYZE "dashboard_span_periods";
--> statement-breakpoint
ANALYZE "dashboard_manual_periods";

-- Dashboard period rollups get a quarter grain (docs/decisions/dashboard.md#period-rollups): a year-long
-- range read 11 month keys per line or requisition; as whole quarters, then months, weeks and days,
-- it reads 3 quarters and at most 2 months. Every writer of the period rollups (the triggers of 0025)
-- takes its periods from "dashboard_periods", so redefining it makes every write path keep the
-- quarter rows too. The period tables are locked against writes first (reads go on), so no write
-- lands between the backfill and the new definition: a writer waiting on the lock plans its upsert
-- after this migration commits, with the new definition.
LOCK TABLE "dashboard_requisition_periods", "dashboard_applicant_periods", "dashboard_flow_periods",
  "dashboard_span_periods", "dashboard_manual_periods" IN EXCLUSIVE MODE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_periods"(day date) RETURNS TABLE ("grain" text, "period" date)
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'q', date_trunc('quarter', day::timestamp)::date
  UNION ALL SELECT 'm', date_trunc('month', day::timestamp)::date
  UNION ALL SELECT 'w', date_trunc('week', day::timestamp)::date
  UNION ALL SELECT 'd', day
$$;
--> statement-breakpoint
-- Backfill: each quarter is the sum of its three months.
INSERT INTO "dashboard_requisition_periods" ("grain", "period", "requisition_id", "applicants")
SELECT 'q', date_trunc('quarter', "period"::timestamp)::date, "requisition_id", sum("applicants")
FROM "dashboard_requisition_periods" WHERE "grain" = 'm'
GROUP BY 2, 3 HAVING sum("applicants") > 0;
--> statement-breakpoint
INSERT INTO "dashboard_applicant_periods" ("grain", "period", "lob_id", "group_type", "status", "source", "applicants")
SELECT 'q', date_trunc('quarter', "period"::timestamp)::date, "lob_id", "group_type", "status", "source", sum("applicants")
FROM "dashboard_applicant_periods" WHERE "grain" = 'm'
GROUP BY 2, 3, 4, 5, 6 HAVING sum("applicants") > 0;
--> statement-breakpoint
INSERT INTO "dashboard_flow_periods" ("grain", "period", "lob_id", "group_type", "from_status", "to_status", "changes")
SELECT 'q', date_trunc('quarter', "period"::timestamp)::date, "lob_id", "group_type", "from_status", "to_status", sum("changes")
FROM "dashboard_flow_periods" WHERE "grain" = 'm'
GROUP BY 2, 3, 4, 5, 6 HAVING sum("changes") > 0;
--> statement-breakpoint
INSERT INTO "dashboard_span_periods" ("grain", "period", "lob_id", "group_type", "status", "days", "changes")
SELECT 'q', date_trunc('quarter', "period"::timestamp)::date, "lob_id", "group_type", "status", "days", sum("changes")
FROM "dashboard_span_periods" WHERE "grain" = 'm'
GROUP BY 2, 3, 4, 5, 6 HAVING sum("changes") > 0;
--> statement-breakpoint
INSERT INTO "dashboard_manual_periods" ("grain", "period", "lob_id", "source", "status", "applicants")
SELECT 'q', date_trunc('quarter', "period"::timestamp)::date, "lob_id", "source", "status", sum("applicants")
FROM "dashboard_manual_periods" WHERE "grain" = 'm'
GROUP BY 2, 3, 4, 5 HAVING sum("applicants") > 0;
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

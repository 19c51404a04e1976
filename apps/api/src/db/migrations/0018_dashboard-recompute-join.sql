-- Dashboard rollups: recompute the time since the previous status change through a join on the
-- touched applicants (a hash join for bulk history inserts, an index lookup for one change) rather
-- than `= ANY(array)`, which compares every row against the whole array.
CREATE OR REPLACE FUNCTION "dashboard_recompute_days"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "dashboard_status_changes" c SET "days" = s.days
  FROM (
    SELECT x."audit_id",
      extract(epoch FROM x."changed_at" - coalesce(max(x."changed_at") OVER w, ra."created_at")) / 86400.0 AS days
    FROM (SELECT DISTINCT u.id FROM unnest(ids) AS u(id)) t
    JOIN "dashboard_status_changes" x ON x."requisition_applicant_id" = t.id
    JOIN "requisition_applicants" ra ON ra."id" = x."requisition_applicant_id"
    WINDOW w AS (PARTITION BY x."requisition_applicant_id" ORDER BY x."changed_at"
      RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW EXCLUDE GROUP)
  ) s
  WHERE c."audit_id" = s."audit_id" AND c."days" IS DISTINCT FROM s.days;
END;
$$;

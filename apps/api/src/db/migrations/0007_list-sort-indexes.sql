CREATE INDEX "applicants_name_sort_idx" ON "applicants" USING btree (lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "applicants_status_changed_sort_idx" ON "applicants" USING btree ("status_changed_at","id");--> statement-breakpoint
CREATE INDEX "applicants_status_sort_idx" ON "applicants" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "requisition_applicants_name_sort_idx" ON "requisition_applicants" USING btree (lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "requisition_applicants_status_changed_sort_idx" ON "requisition_applicants" USING btree ("status_changed_at","id");--> statement-breakpoint
CREATE INDEX "requisition_applicants_completed_sort_idx" ON "requisition_applicants" USING btree (coalesce("completed_at", '1970-01-01'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "requisition_applicants_status_sort_idx" ON "requisition_applicants" USING btree ("status","id");
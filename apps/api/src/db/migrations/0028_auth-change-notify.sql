-- Every API process keeps signed-in sessions for a few seconds (SESSION_CACHE_SECONDS) instead of
-- reading them on each request. Any change that can end or narrow a session (sign-out, revocation,
-- a deactivated or deleted user, a changed role, permissions or lines of business) announces itself
-- on the channel `ats_auth_changed` when its transaction commits, and every process listening drops
-- its cached sessions. Statement-level triggers: one notice per statement, none for a rollback.
CREATE FUNCTION "notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ats_auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OF "revoked_at", "expires_at", "user_id" OR DELETE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OF "first_name", "last_name", "email", "role_id", "active", "deleted_at" OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "roles_auth_changed" AFTER UPDATE OF "name", "status", "permissions" OR DELETE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_lines_of_business_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_lines_of_business"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();

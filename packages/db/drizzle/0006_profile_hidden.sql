DROP INDEX "profiles_search_country_active_idx";--> statement-breakpoint
DROP INDEX "profiles_search_region_active_idx";--> statement-breakpoint
DROP INDEX "profiles_search_all_active_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_search_country_active_idx" ON "profiles" USING btree ("country","gender","active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST,"date_of_birth") WHERE "profiles"."status" = 'active' and not "profiles"."hidden";--> statement-breakpoint
CREATE INDEX "profiles_search_region_active_idx" ON "profiles" USING btree ("region_id","gender","active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST,"date_of_birth") WHERE "profiles"."status" = 'active' and not "profiles"."hidden";--> statement-breakpoint
CREATE INDEX "profiles_search_all_active_idx" ON "profiles" USING btree ("gender","active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST,"date_of_birth") WHERE "profiles"."status" = 'active' and not "profiles"."hidden";--> statement-breakpoint
UPDATE "profiles" SET "hidden" = true FROM "users" WHERE "users"."id" = "profiles"."user_id" AND ("users"."invisible" OR "users"."status" = 'pending_deletion');--> statement-breakpoint
CREATE FUNCTION "profiles_hidden_from_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "profiles" SET "hidden" = (NEW."invisible" OR NEW."status" = 'pending_deletion')
  WHERE "user_id" = NEW."id" AND "hidden" IS DISTINCT FROM (NEW."invisible" OR NEW."status" = 'pending_deletion');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_profiles_hidden" AFTER UPDATE OF "invisible", "status" ON "users" FOR EACH ROW EXECUTE FUNCTION "profiles_hidden_from_user"();--> statement-breakpoint
CREATE FUNCTION "profiles_hidden_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."hidden" := coalesce((SELECT u."invisible" OR u."status" = 'pending_deletion' FROM "users" u WHERE u."id" = NEW."user_id"), false);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_hidden_insert" BEFORE INSERT ON "profiles" FOR EACH ROW EXECUTE FUNCTION "profiles_hidden_on_insert"();

-- Hand-written (issue 15 items 2 and 3, ADR 0034): member reports, bans, hidden profiles and the review of
-- profile texts. The `reports` table of 0000 was never written to; it gains what the moderation queue needs.
ALTER TABLE "reports" ADD COLUMN "from_chat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "messages" jsonb;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reason_ck" CHECK ("reports"."reason" in ('fake_scam', 'harassment_hate', 'sexual_non_consent', 'underage', 'spam', 'violence_threats', 'other'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decision_ck" CHECK ("reports"."decision" in ('warn', 'hide', 'ban', 'dismiss'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_locale_ck" CHECK ("reports"."locale" in ('de', 'en', 'es', 'fr', 'it', 'nl', 'pl'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_details_ck" CHECK (length("reports"."details") <= 1000);--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_ck" CHECK (("reports"."status" = 'open') = ("reports"."decision" is null));--> statement-breakpoint
-- One open report per reporter, member and reason: a repeated report is answered with the stored one.
CREATE UNIQUE INDEX "reports_open_uq" ON "reports" USING btree ("reporter_id","reported_user_id","reason") WHERE "reports"."status" = 'open';--> statement-breakpoint
-- The per-day limit counts a reporter's recent reports.
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "moderation_hidden_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "profile_text_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"field" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_text_reviews_field_ck" CHECK ("profile_text_reviews"."field" in ('bio', 'note')),
	CONSTRAINT "profile_text_reviews_status_ck" CHECK ("profile_text_reviews"."status" in ('pending', 'approved', 'rejected', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "profile_text_reviews" ADD CONSTRAINT "profile_text_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_text_reviews_pending_idx" ON "profile_text_reviews" USING btree ("created_at","id") WHERE "profile_text_reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "profile_text_reviews_user_idx" ON "profile_text_reviews" USING btree ("user_id","field");--> statement-breakpoint
-- `profiles.hidden` (0006) now also holds a moderator's hiding: invisible, pending deletion or hidden by a
-- moderator (a ban hides too). The users trigger keeps the profile's own moderation flag in the sum.
CREATE OR REPLACE FUNCTION "profiles_hidden_from_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "profiles" SET "hidden" = (NEW."invisible" OR NEW."status" = 'pending_deletion' OR "moderation_hidden_at" IS NOT NULL)
  WHERE "user_id" = NEW."id"
    AND "hidden" IS DISTINCT FROM (NEW."invisible" OR NEW."status" = 'pending_deletion' OR "moderation_hidden_at" IS NOT NULL);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "profiles_hidden_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."hidden" := coalesce((SELECT u."invisible" OR u."status" = 'pending_deletion' FROM "users" u WHERE u."id" = NEW."user_id"), false)
    OR NEW."moderation_hidden_at" IS NOT NULL;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "profiles_hidden_on_moderation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."hidden" := coalesce((SELECT u."invisible" OR u."status" = 'pending_deletion' FROM "users" u WHERE u."id" = NEW."user_id"), false)
    OR NEW."moderation_hidden_at" IS NOT NULL;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_hidden_moderation" BEFORE UPDATE OF "moderation_hidden_at" ON "profiles" FOR EACH ROW EXECUTE FUNCTION "profiles_hidden_on_moderation"();--> statement-breakpoint
-- A member's new or changed "about me" (bio) or note enters the review queue; an older pending version of the
-- same field is superseded, and a cleared field supersedes its pending version. Fictional profiles are the
-- operator's own texts and never enter the queue.
CREATE FUNCTION "profile_texts_to_review"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."fictional" THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' OR NEW."bio" IS DISTINCT FROM OLD."bio" THEN
    UPDATE "profile_text_reviews" SET "status" = 'superseded'
      WHERE "user_id" = NEW."user_id" AND "field" = 'bio' AND "status" = 'pending';
    IF coalesce(btrim(NEW."bio"), '') <> '' THEN
      INSERT INTO "profile_text_reviews" ("user_id", "field", "text") VALUES (NEW."user_id", 'bio', NEW."bio");
    END IF;
  END IF;
  IF TG_OP = 'INSERT' OR NEW."note" IS DISTINCT FROM OLD."note" THEN
    UPDATE "profile_text_reviews" SET "status" = 'superseded'
      WHERE "user_id" = NEW."user_id" AND "field" = 'note' AND "status" = 'pending';
    IF coalesce(btrim(NEW."note"), '') <> '' THEN
      INSERT INTO "profile_text_reviews" ("user_id", "field", "text") VALUES (NEW."user_id", 'note', NEW."note");
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_texts_review" AFTER INSERT OR UPDATE OF "bio", "note" ON "profiles" FOR EACH ROW EXECUTE FUNCTION "profile_texts_to_review"();
--> statement-breakpoint
-- A moderator's decisions now include hiding a profile and showing it again.
ALTER TABLE "moderation_decisions" DROP CONSTRAINT "moderation_decisions_decision_ck";--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_decision_ck" CHECK ("moderation_decisions"."decision" in ('approve', 'reject', 'warn', 'hide', 'unhide', 'ban', 'unban', 'dismiss'));

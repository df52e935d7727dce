-- Data exports (issue 15 item 7, ADR 0036): a member's "Download my data" requests, one a day, each a ZIP
-- kept 24 hours behind a hashed link token.
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"locale" text NOT NULL,
	"token_hash" text,
	"file_name" text,
	"bytes" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_ck" CHECK ("data_exports"."status" in ('queued', 'building', 'ready', 'failed', 'expired')),
	CONSTRAINT "data_exports_locale_ck" CHECK ("data_exports"."locale" in ('de', 'en', 'es', 'fr', 'it', 'nl', 'pl')),
	CONSTRAINT "data_exports_file_name_ck" CHECK ("data_exports"."file_name" ~ '^[0-9a-f]{32}\.zip$'),
	CONSTRAINT "data_exports_ready_ck" CHECK ("data_exports"."status" <> 'ready' or ("data_exports"."token_hash" is not null and "data_exports"."file_name" is not null and "data_exports"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_queued_idx" ON "data_exports" USING btree ("created_at") WHERE "data_exports"."status" in ('queued', 'building');--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_token_hash_uq" ON "data_exports" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_file_name_uq" ON "data_exports" USING btree ("file_name");

CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid,
	"user_id" uuid,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"transport" text DEFAULT 'outbox' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_transport_ck" CHECK ("sms_outbox"."transport" in ('outbox', 'http')),
	CONSTRAINT "sms_outbox_status_ck" CHECK ("sms_outbox"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" DROP CONSTRAINT "direct_debit_mandates_iban_ck";--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD COLUMN "iban_ciphertext" text NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD COLUMN "iban_masked" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_user_idx" ON "sms_outbox" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","created_at");--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" DROP COLUMN "iban";--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_iban_ciphertext_ck" CHECK ("direct_debit_mandates"."iban_ciphertext" ~ '^v1:');
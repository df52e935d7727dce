CREATE TABLE "payment_complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_complaints_reason_ck" CHECK ("payment_complaints"."reason" in ('not_credited', 'charged_twice', 'wrong_amount', 'unauthorised', 'refund', 'other')),
	CONSTRAINT "payment_complaints_status_ck" CHECK ("payment_complaints"."status" in ('open', 'answered')),
	CONSTRAINT "payment_complaints_locale_ck" CHECK ("payment_complaints"."locale" in ('de', 'en', 'es', 'fr', 'it', 'nl', 'pl')),
	CONSTRAINT "payment_complaints_text_ck" CHECK (length("payment_complaints"."text") between 10 and 2000),
	CONSTRAINT "payment_complaints_answer_ck" CHECK (("payment_complaints"."status" = 'answered') = ("payment_complaints"."answer" is not null and "payment_complaints"."answered_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_complaints" ADD CONSTRAINT "payment_complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_complaints" ADD CONSTRAINT "payment_complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_complaints_user_idx" ON "payment_complaints" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_complaints_status_idx" ON "payment_complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_complaints_open_order_uq" ON "payment_complaints" USING btree ("order_id") WHERE "payment_complaints"."status" = 'open';
CREATE TABLE "chat_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumb_width" integer NOT NULL,
	"thumb_height" integer NOT NULL,
	"bytes" integer,
	"blur" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_photos_storage_key_ck" CHECK ("chat_photos"."storage_key" ~ '^[0-9a-f]{32}$'),
	CONSTRAINT "chat_photos_size_ck" CHECK ("chat_photos"."width" > 0 and "chat_photos"."height" > 0 and "chat_photos"."thumb_width" > 0 and "chat_photos"."thumb_height" > 0)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "chat_photo_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_photos" ADD CONSTRAINT "chat_photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_photos_storage_key_uq" ON "chat_photos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "chat_photos_owner_idx" ON "chat_photos" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_chat_photo_id_chat_photos_id_fk" FOREIGN KEY ("chat_photo_id") REFERENCES "public"."chat_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_chat_photo_idx" ON "messages" USING btree ("chat_photo_id") WHERE "messages"."chat_photo_id" is not null;
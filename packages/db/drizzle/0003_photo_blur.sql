ALTER TABLE "photos" ADD COLUMN "blur" text;--> statement-breakpoint
CREATE INDEX "photos_pending_idx" ON "photos" USING btree ("created_at") WHERE "photos"."status" = 'pending';
CREATE TABLE "chat_mail_log" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"mailed_at" timestamp with time zone,
	"pending_seq" bigint,
	"pending_since" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "chat_mail_log_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "chat_mail_log_user_idx" ON "chat_mail_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_mail_log_pending_idx" ON "chat_mail_log" USING btree ("pending_since") WHERE "chat_mail_log"."pending_since" is not null;
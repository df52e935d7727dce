CREATE TABLE "page_bounces" (
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"lander" text NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_bounces_pk" PRIMARY KEY("site_id","day","lander","campaign"),
	CONSTRAINT "page_bounces_count_ck" CHECK ("page_bounces"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "page_bounces" ADD CONSTRAINT "page_bounces_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
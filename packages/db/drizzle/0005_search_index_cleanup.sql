DROP INDEX "profiles_search_region_idx";--> statement-breakpoint
DROP INDEX "profiles_search_gender_idx";
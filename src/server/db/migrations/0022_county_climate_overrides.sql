CREATE TABLE "county_climate_overrides" (
	"county" text PRIMARY KEY NOT NULL,
	"peak_sun_hours" numeric(3, 1) NOT NULL,
	"hot_day_c" numeric(3, 1) NOT NULL,
	"record_low_c" numeric(3, 1) NOT NULL,
	"note" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "county_climate_overrides_sun" CHECK ("county_climate_overrides"."peak_sun_hours" between 2 and 8),
	CONSTRAINT "county_climate_overrides_hot_day" CHECK ("county_climate_overrides"."hot_day_c" between 15 and 50),
	CONSTRAINT "county_climate_overrides_record_low" CHECK ("county_climate_overrides"."record_low_c" between -10 and 30 and "county_climate_overrides"."record_low_c" < "county_climate_overrides"."hot_day_c")
);
--> statement-breakpoint
ALTER TABLE "county_climate_overrides" ADD CONSTRAINT "county_climate_overrides_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
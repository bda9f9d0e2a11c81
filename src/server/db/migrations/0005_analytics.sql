CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"type" text NOT NULL,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"referrer" text,
	"device" text,
	"viewport" text,
	"target" text,
	"detail" text
);
--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"events" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_type_dimension_value_pk" PRIMARY KEY("day","type","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);

CREATE TABLE "callback_calls" (
	"callback_id" uuid PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"call_id" text,
	"state" text NOT NULL,
	"outcome" text,
	"reason" text,
	"dial_started_at" timestamp with time zone,
	"placed_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer,
	"summary" text,
	"transcript" jsonb,
	"recording_url" text,
	"lookups" integer DEFAULT 0 NOT NULL,
	"poll_after" timestamp with time zone,
	"polls" integer DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_event_receipts" (
	"digest" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "outbox_crm_once_idx";--> statement-breakpoint
ALTER TABLE "callback_calls" ADD CONSTRAINT "callback_calls_callback_id_callback_requests_id_fk" FOREIGN KEY ("callback_id") REFERENCES "public"."callback_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "callback_calls_platform_call_idx" ON "callback_calls" USING btree ("platform","call_id");--> statement-breakpoint
CREATE INDEX "callback_calls_poll_idx" ON "callback_calls" USING btree ("poll_after") WHERE "callback_calls"."poll_after" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_crm_once_idx" ON "outbox" USING btree ("submission_id","topic",("payload"->>'endpoint')) WHERE "outbox"."channel" = 'crm';
CREATE TABLE "do_not_call" (
	"phone" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_receipts" (
	"signature" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "callback_requests" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD COLUMN "consent_hash" text;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD COLUMN "call_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD COLUMN "suppressed_reason" text;
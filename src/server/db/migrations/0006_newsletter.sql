ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_language" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_given_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_idx" ON "newsletter_subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_crm_once_idx" ON "outbox" USING btree ("submission_id",("payload"->>'endpoint')) WHERE "outbox"."channel" = 'crm';

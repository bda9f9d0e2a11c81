DROP INDEX "outbox_due_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_token" uuid;--> statement-breakpoint
CREATE INDEX "outbox_channel_due_idx" ON "outbox" USING btree ("channel","attempts","next_attempt_at") WHERE "outbox"."status" = 'pending';
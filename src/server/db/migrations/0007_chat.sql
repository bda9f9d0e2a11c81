CREATE TABLE "chat_unanswered" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"page" text,
	"question" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_unanswered_created_at_idx" ON "chat_unanswered" USING btree ("created_at");
--> statement-breakpoint
ALTER TABLE "callback_requests" ADD COLUMN "chat_transcript" jsonb;

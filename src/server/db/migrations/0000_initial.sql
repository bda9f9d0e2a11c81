CREATE TABLE "callback_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"idempotency_key" text,
	"status" text DEFAULT 'new' NOT NULL,
	"closed_at" timestamp with time zone,
	"phone" text NOT NULL,
	"website" text,
	CONSTRAINT "callback_requests_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "contact_enquiries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"idempotency_key" text,
	"status" text DEFAULT 'new' NOT NULL,
	"closed_at" timestamp with time zone,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website" text,
	"company" text NOT NULL,
	"inquiry" text NOT NULL,
	"comment" text NOT NULL,
	CONSTRAINT "contact_enquiries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "delivery_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outbox_id" uuid NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"error" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" text NOT NULL,
	"idempotency_key" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"stack" text NOT NULL,
	"url" text NOT NULL,
	"user_agent" text NOT NULL,
	"occurred_at" text NOT NULL,
	CONSTRAINT "error_reports_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"idempotency_key" text,
	"status" text DEFAULT 'new' NOT NULL,
	"closed_at" timestamp with time zone,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"position" text NOT NULL,
	"comment" text,
	CONSTRAINT "job_applications_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"subscribed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" text NOT NULL,
	"topic" text NOT NULL,
	"submission_kind" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_windows_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "callback_requests_phone_created_idx" ON "callback_requests" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "delivery_attempts_outbox_idx" ON "delivery_attempts" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_submission_idx" ON "outbox" USING btree ("submission_id");
CREATE TABLE "lead_dropped_keys" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "pending_objects" (
	"object_key" text PRIMARY KEY NOT NULL,
	"noted_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "stored_files" (
	"path" text PRIMARY KEY NOT NULL,
	"content" "bytea",
	"object_key" text,
	"size" integer NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_one_place" CHECK (("stored_files"."content" is null) <> ("stored_files"."object_key" is null))
);

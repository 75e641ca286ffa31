CREATE TABLE "stored_files" (
	"path" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);

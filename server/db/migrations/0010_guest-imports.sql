CREATE TABLE "guest_imports" (
	"handle" varchar(32) PRIMARY KEY NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "live_event_heads" (
	"wedding_id" integer PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"wedding_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"kind" varchar(40) NOT NULL,
	"payload" json NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_wedding_id_seq_pk" PRIMARY KEY("wedding_id","seq")
);
--> statement-breakpoint
ALTER TABLE "live_event_heads" ADD CONSTRAINT "live_event_heads_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_user_id_persons_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;
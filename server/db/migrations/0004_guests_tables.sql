CREATE TABLE "guest_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"color_r" smallint NOT NULL,
	"color_g" smallint NOT NULL,
	"color_b" smallint NOT NULL,
	CONSTRAINT "guest_categories_color" CHECK ("guest_categories"."color_r" between 0 and 255 and "guest_categories"."color_g" between 0 and 255 and "guest_categories"."color_b" between 0 and 255)
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"companions" smallint DEFAULT 0 NOT NULL,
	"category_id" integer,
	"status_id" smallint NOT NULL,
	"invited_by_id" integer,
	"phone" varchar(20),
	"comments" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_companions" CHECK ("guests"."companions" between 0 and 100),
	CONSTRAINT "guests_status" CHECK ("guests"."status_id" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "table_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"shape" varchar(12) NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	CONSTRAINT "table_types_shape" CHECK ("table_types"."shape" in ('round', 'rectangular')),
	CONSTRAINT "table_types_size" CHECK ("table_types"."width" between 10 and 300 and "table_types"."height" between 10 and 300),
	CONSTRAINT "table_types_round" CHECK ("table_types"."shape" <> 'round' or "table_types"."width" = "table_types"."height")
);
--> statement-breakpoint
CREATE TABLE "tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"seats" smallint NOT NULL,
	"table_type_id" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	CONSTRAINT "tables_number_unique" UNIQUE("wedding_id","number") DEFERRABLE INITIALLY DEFERRED,
	CONSTRAINT "tables_number" CHECK ("tables"."number" between 0 and 999),
	CONSTRAINT "tables_seats" CHECK ("tables"."seats" between 0 and 99),
	CONSTRAINT "tables_position" CHECK ("tables"."x" > 0 and "tables"."x" < 1 and "tables"."y" > 0 and "tables"."y" < 1)
);
--> statement-breakpoint
CREATE TABLE "tables_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"is_inside" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_categories" ADD CONSTRAINT "guest_categories_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_category_id_guest_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."guest_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_invited_by_id_persons_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_types" ADD CONSTRAINT "table_types_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_table_type_id_table_types_id_fk" FOREIGN KEY ("table_type_id") REFERENCES "public"."table_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables_guests" ADD CONSTRAINT "tables_guests_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables_guests" ADD CONSTRAINT "tables_guests_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables_guests" ADD CONSTRAINT "tables_guests_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_categories_name_unique" ON "guest_categories" USING btree ("wedding_id",lower("name"));--> statement-breakpoint
CREATE INDEX "guests_wedding_idx" ON "guests" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "guests_category_idx" ON "guests" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "table_types_wedding_idx" ON "table_types" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "tables_type_idx" ON "tables" USING btree ("table_type_id");--> statement-breakpoint
CREATE INDEX "tables_guests_table_idx" ON "tables_guests" USING btree ("table_id");--> statement-breakpoint
CREATE INDEX "tables_guests_guest_idx" ON "tables_guests" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "tables_guests_wedding_idx" ON "tables_guests" USING btree ("wedding_id");
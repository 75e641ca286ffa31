CREATE TABLE "checklist_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"wedding_id" integer,
	"person_id" integer,
	CONSTRAINT "checklist_categories_one_owner" CHECK (("checklist_categories"."wedding_id" is null) <> ("checklist_categories"."person_id" is null))
);
--> statement-breakpoint
CREATE TABLE "checklist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" varchar(500) NOT NULL,
	"time" smallint DEFAULT 0 NOT NULL,
	"time_unit" varchar(6) DEFAULT 'days' NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"category_id" integer,
	"wedding_id" integer,
	"person_id" integer,
	CONSTRAINT "checklist_items_one_owner" CHECK (("checklist_items"."wedding_id" is null) <> ("checklist_items"."person_id" is null))
);
--> statement-breakpoint
CREATE TABLE "element_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"option" varchar(200) NOT NULL,
	"element_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"element" varchar(200) NOT NULL,
	"type_id" smallint NOT NULL,
	"value" text,
	"extra" text,
	"order" integer DEFAULT 0 NOT NULL,
	"section_id" integer NOT NULL,
	"wedding_id" integer,
	"person_id" integer,
	CONSTRAINT "plan_elements_one_owner" CHECK (("plan_elements"."wedding_id" is null) <> ("plan_elements"."person_id" is null))
);
--> statement-breakpoint
CREATE TABLE "plan_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" varchar(200) NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"wedding_id" integer,
	"person_id" integer,
	CONSTRAINT "plan_sections_one_owner" CHECK (("plan_sections"."wedding_id" is null) <> ("plan_sections"."person_id" is null))
);
--> statement-breakpoint
ALTER TABLE "checklist_categories" ADD CONSTRAINT "checklist_categories_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_categories" ADD CONSTRAINT "checklist_categories_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_category_id_checklist_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."checklist_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_options" ADD CONSTRAINT "element_options_element_id_plan_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."plan_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_elements" ADD CONSTRAINT "plan_elements_section_id_plan_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."plan_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_elements" ADD CONSTRAINT "plan_elements_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_elements" ADD CONSTRAINT "plan_elements_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_sections" ADD CONSTRAINT "plan_sections_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_sections" ADD CONSTRAINT "plan_sections_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_items_wedding_idx" ON "checklist_items" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "checklist_items_person_idx" ON "checklist_items" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "element_options_element_idx" ON "element_options" USING btree ("element_id");--> statement-breakpoint
CREATE INDEX "plan_elements_section_idx" ON "plan_elements" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "plan_sections_wedding_idx" ON "plan_sections" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "plan_sections_person_idx" ON "plan_sections" USING btree ("person_id");
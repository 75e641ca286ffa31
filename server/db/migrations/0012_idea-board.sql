CREATE TABLE "idea_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"color_r" smallint NOT NULL,
	"color_g" smallint NOT NULL,
	"color_b" smallint NOT NULL,
	CONSTRAINT "idea_categories_color" CHECK ("idea_categories"."color_r" between 0 and 255 and "idea_categories"."color_g" between 0 and 255 and "idea_categories"."color_b" between 0 and 255)
);
--> statement-breakpoint
CREATE TABLE "ideas" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"title" varchar(150) NOT NULL,
	"type" varchar(6) DEFAULT 'link' NOT NULL,
	"category_id" integer,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"text" varchar(5000),
	"colors" jsonb,
	"image" varchar(300),
	"thumbnail" varchar(300),
	"link_url" varchar(2048),
	"link_title" varchar(300),
	"link_description" varchar(1000),
	"link_image" varchar(2048),
	CONSTRAINT "ideas_value_of_type" CHECK (case "ideas"."type"
        when 'link' then "ideas"."link_url" is not null
        when 'image' then "ideas"."image" is not null and "ideas"."thumbnail" is not null
        when 'text' then "ideas"."text" is not null
        when 'colors' then jsonb_typeof("ideas"."colors") = 'array' and jsonb_array_length("ideas"."colors") between 1 and 20
        else false end)
);
--> statement-breakpoint
ALTER TABLE "idea_categories" ADD CONSTRAINT "idea_categories_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_category_id_idea_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."idea_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idea_categories_name_unique" ON "idea_categories" USING btree ("wedding_id",lower("name"));--> statement-breakpoint
CREATE INDEX "ideas_wedding_idx" ON "ideas" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "ideas_category_idx" ON "ideas" USING btree ("category_id");
CREATE TABLE "action_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"action_id" integer NOT NULL,
	"wedding_id" integer NOT NULL,
	CONSTRAINT "action_permissions_unique" UNIQUE("wedding_id","user_id","action_id")
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(30) NOT NULL,
	"module_id" integer NOT NULL,
	CONSTRAINT "actions_module_code_unique" UNIQUE("module_id","code")
);
--> statement-breakpoint
CREATE TABLE "credit_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "credit_packages_quantity_unique" UNIQUE("quantity")
);
--> statement-breakpoint
CREATE TABLE "credit_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"type" varchar(10) NOT NULL,
	"amount" integer NOT NULL,
	"cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"balance" integer NOT NULL,
	"wedding_id" integer,
	"wedding_name" varchar(150),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"wedding_id" integer NOT NULL,
	CONSTRAINT "module_permissions_unique" UNIQUE("wedding_id","user_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	CONSTRAINT "modules_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "wedding_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	CONSTRAINT "wedding_users_unique" UNIQUE("wedding_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "weddings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"date" date NOT NULL,
	"planner_id" integer NOT NULL,
	"spouse1_id" integer,
	"spouse2_id" integer,
	"layout" text,
	"layout_width" integer,
	"layout_height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "wedding_id" integer;--> statement-breakpoint
ALTER TABLE "action_permissions" ADD CONSTRAINT "action_permissions_user_id_persons_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_permissions" ADD CONSTRAINT "action_permissions_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_permissions" ADD CONSTRAINT "action_permissions_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_permissions" ADD CONSTRAINT "module_permissions_user_id_persons_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_permissions" ADD CONSTRAINT "module_permissions_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_permissions" ADD CONSTRAINT "module_permissions_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_users" ADD CONSTRAINT "wedding_users_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_users" ADD CONSTRAINT "wedding_users_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weddings" ADD CONSTRAINT "weddings_planner_id_persons_id_fk" FOREIGN KEY ("planner_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weddings" ADD CONSTRAINT "weddings_spouse1_id_persons_id_fk" FOREIGN KEY ("spouse1_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weddings" ADD CONSTRAINT "weddings_spouse2_id_persons_id_fk" FOREIGN KEY ("spouse2_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_transactions_person_idx" ON "credit_transactions" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "wedding_users_person_idx" ON "wedding_users" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "weddings_planner_idx" ON "weddings" USING btree ("planner_id");
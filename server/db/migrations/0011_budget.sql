-- Hand-edited: the supplier foreign key sets only "supplier_id" to null (PostgreSQL 15), which Drizzle cannot write; the expense keeps its wedding.
CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"amount" numeric(11, 2),
	"supplier_id" integer,
	"notes" varchar(2000),
	CONSTRAINT "expenses_id_wedding" UNIQUE("id","wedding_id"),
	CONSTRAINT "expenses_amount" CHECK ("expenses"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"expense_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(11, 2) NOT NULL,
	"payment_method" varchar(12) DEFAULT 'cash' NOT NULL,
	"paid" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_method" CHECK ("payments"."payment_method" in ('cash', 'credit card', 'transfer', 'check'))
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"phone" varchar(20),
	"bank" varchar(100),
	"bank_account" varchar(34),
	"clabe" varchar(18),
	CONSTRAINT "suppliers_id_wedding" UNIQUE("id","wedding_id")
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_supplier_fk" FOREIGN KEY ("supplier_id","wedding_id") REFERENCES "public"."suppliers"("id","wedding_id") ON DELETE set null ("supplier_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_expense_fk" FOREIGN KEY ("expense_id","wedding_id") REFERENCES "public"."expenses"("id","wedding_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_wedding_idx" ON "expenses" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "expenses_supplier_idx" ON "expenses" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "payments_wedding_idx" ON "payments" USING btree ("wedding_id","date");--> statement-breakpoint
CREATE INDEX "payments_expense_idx" ON "payments" USING btree ("expense_id");--> statement-breakpoint
CREATE INDEX "suppliers_wedding_idx" ON "suppliers" USING btree ("wedding_id");
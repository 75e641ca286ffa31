DROP INDEX "persons_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "persons_email_unique" ON "persons" USING btree (lower("email")) WHERE "persons"."email" <> '';
ALTER TABLE "password_resets" ADD COLUMN "email" text;--> statement-breakpoint
CREATE INDEX "password_resets_email_idx" ON "password_resets" USING btree (lower("email"),"created_at");
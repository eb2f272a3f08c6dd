ALTER TABLE "companies" ADD COLUMN "zoho_id" varchar(40);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_zoho_id_unique" UNIQUE("zoho_id");

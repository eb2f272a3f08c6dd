CREATE TABLE "portal_auto_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"service" varchar(40) NOT NULL,
	"remote_account_id" varchar(64) NOT NULL,
	"bank_account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "portal_services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_auto_transfers" ADD CONSTRAINT "portal_auto_transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_auto_transfers" ADD CONSTRAINT "portal_auto_transfers_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_auto_transfers_remote" ON "portal_auto_transfers" USING btree ("company_id","service","remote_account_id");--> statement-breakpoint
CREATE INDEX "portal_auto_transfers_company" ON "portal_auto_transfers" USING btree ("company_id");
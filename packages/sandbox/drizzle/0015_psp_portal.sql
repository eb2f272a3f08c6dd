CREATE TABLE "psp_portal_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"account_type" varchar(20) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_hint" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "psp_profiles" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"website" varchar(200) NOT NULL,
	"business_description" varchar(500) NOT NULL,
	"monthly_volume" numeric(20, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "psp_portal_accounts" ADD CONSTRAINT "psp_portal_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psp_portal_accounts" ADD CONSTRAINT "psp_portal_accounts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psp_profiles" ADD CONSTRAINT "psp_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "psp_portal_accounts_account_type" ON "psp_portal_accounts" USING btree ("bank_account_id","account_type");--> statement-breakpoint
CREATE INDEX "psp_portal_accounts_company" ON "psp_portal_accounts" USING btree ("company_id");

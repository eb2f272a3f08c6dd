CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"status" varchar(12) DEFAULT 'QUEUE' NOT NULL,
	"original_file" text NOT NULL,
	"errors_file" text,
	"rows" jsonb NOT NULL,
	"rows_total" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"success_units" varchar(60) DEFAULT '0' NOT NULL,
	"success_with_fee_units" varchar(60) DEFAULT '0' NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"failed_units" varchar(60) DEFAULT '0' NOT NULL,
	"errors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_company_idx" ON "imports" USING btree ("company_id","id");
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"date_from" varchar(10),
	"date_to" varchar(10),
	"period" varchar(20),
	"format" varchar(10) NOT NULL,
	"status" varchar(20) DEFAULT 'queued' NOT NULL,
	"rows" integer,
	"content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "white_label_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"column" varchar(20) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "white_labels" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"primary_color" varchar(9) NOT NULL,
	"secondary_color" varchar(9) NOT NULL,
	"support_email" varchar(200),
	"logo_image_id" integer,
	"dark_logo_image_id" integer,
	"favicon_image_id" integer,
	"background_image_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "affiliate_owner_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "white_label_owner_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_label_images" ADD CONSTRAINT "white_label_images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_labels" ADD CONSTRAINT "white_labels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_company_idx" ON "reports" USING btree ("company_id","id");
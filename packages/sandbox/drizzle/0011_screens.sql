CREATE TABLE "portal_auto_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"service" varchar(40) NOT NULL,
	"remote_account_id" varchar(64) NOT NULL,
	"bank_account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"filename" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"user_id" integer,
	"author" varchar(20) NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"subject" varchar(200) NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
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
CREATE TABLE "compliance_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"tracking_id" integer NOT NULL,
	"bunch" varchar(40) NOT NULL,
	"name" varchar(60) NOT NULL,
	"kind" varchar(12) DEFAULT 'document' NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"decline_reason" text,
	"file_name" varchar(255),
	"mime" varchar(60),
	"size" integer,
	"content" text,
	"signature" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_trackings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"entity_type" varchar(20) NOT NULL,
	"entity_id" integer NOT NULL,
	"category" varchar(30) NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"stages" jsonb NOT NULL,
	"stage" varchar(10) DEFAULT 'files' NOT NULL,
	"form_key" varchar(64),
	"video_key" varchar(64),
	"form_done_at" timestamp with time zone,
	"video_done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
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
ALTER TABLE "companies" ADD COLUMN "portal_services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "affiliate_owner_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "white_label_owner_id" integer;--> statement-breakpoint
ALTER TABLE "portal_auto_transfers" ADD CONSTRAINT "portal_auto_transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_auto_transfers" ADD CONSTRAINT "portal_auto_transfers_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_thread_id_ticket_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."ticket_threads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_threads" ADD CONSTRAINT "ticket_threads_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_threads" ADD CONSTRAINT "ticket_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_label_images" ADD CONSTRAINT "white_label_images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_labels" ADD CONSTRAINT "white_labels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_files" ADD CONSTRAINT "compliance_files_tracking_id_compliance_trackings_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."compliance_trackings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_trackings" ADD CONSTRAINT "compliance_trackings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_trackings" ADD CONSTRAINT "compliance_trackings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_auto_transfers_remote" ON "portal_auto_transfers" USING btree ("company_id","service","remote_account_id");--> statement-breakpoint
CREATE INDEX "portal_auto_transfers_company" ON "portal_auto_transfers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "ticket_attachments_ticket_idx" ON "ticket_attachments" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "ticket_threads_ticket_idx" ON "ticket_threads" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "tickets_company_idx" ON "tickets" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "reports_company_idx" ON "reports" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "compliance_files_tracking_idx" ON "compliance_files" USING btree ("tracking_id");--> statement-breakpoint
CREATE INDEX "compliance_trackings_company_idx" ON "compliance_trackings" USING btree ("company_id","entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "imports_company_idx" ON "imports" USING btree ("company_id","id");
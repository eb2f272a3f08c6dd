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
ALTER TABLE "compliance_files" ADD CONSTRAINT "compliance_files_tracking_id_compliance_trackings_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."compliance_trackings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_trackings" ADD CONSTRAINT "compliance_trackings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_trackings" ADD CONSTRAINT "compliance_trackings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_files_tracking_idx" ON "compliance_files" USING btree ("tracking_id");--> statement-breakpoint
CREATE INDEX "compliance_trackings_company_idx" ON "compliance_trackings" USING btree ("company_id","entity_type","entity_id");
CREATE TABLE "kyc_archives" (
	"id" serial PRIMARY KEY NOT NULL,
	"date_from" varchar(10) NOT NULL,
	"date_to" varchar(10) NOT NULL,
	"status" varchar(20) DEFAULT 'queued' NOT NULL,
	"files" integer,
	"content" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_files" ADD COLUMN "uploaded_at" timestamp with time zone;
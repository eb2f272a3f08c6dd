CREATE TABLE "white_label_documents" (
	"company_id" integer NOT NULL,
	"document_type" varchar(40) NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "white_label_documents_company_id_document_type_pk" PRIMARY KEY("company_id","document_type")
);
--> statement-breakpoint
ALTER TABLE "white_label_documents" ADD CONSTRAINT "white_label_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;

CREATE TABLE "company_payment_services" (
	"company_id" integer NOT NULL,
	"service" varchar(40) NOT NULL,
	"status" varchar(40) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_payment_services_company_id_service_pk" PRIMARY KEY("company_id","service")
);
--> statement-breakpoint
CREATE TABLE "onboarding_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"service" varchar(40) NOT NULL,
	"name" varchar(60) NOT NULL,
	"position" integer NOT NULL,
	"state" varchar(20),
	"result" varchar(20),
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_payment_services" ADD CONSTRAINT "company_payment_services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_transitions" ADD CONSTRAINT "onboarding_transitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_transitions_service_idx" ON "onboarding_transitions" USING btree ("company_id","service","position");

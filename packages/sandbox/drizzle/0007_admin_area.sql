CREATE TABLE "auth_checkpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ip" varchar(64) NOT NULL,
	"browser" varchar(300) NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"sign_ins" integer DEFAULT 1 NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrity_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"balance" numeric(36, 18) NOT NULL,
	"ledger_sum" numeric(36, 18) NOT NULL,
	"ok" boolean NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"email" varchar(200) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeline_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_class" varchar(40) NOT NULL,
	"entity_id" integer NOT NULL,
	"user_id" integer,
	"note" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_checkpoints" ADD CONSTRAINT "auth_checkpoints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_checks" ADD CONSTRAINT "integrity_checks_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_checks" ADD CONSTRAINT "integrity_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_notes" ADD CONSTRAINT "timeline_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_checkpoints_user_ip_browser_unique" ON "auth_checkpoints" USING btree ("user_id","ip","browser");--> statement-breakpoint
CREATE INDEX "integrity_checks_account_idx" ON "integrity_checks" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "timeline_notes_entity_idx" ON "timeline_notes" USING btree ("entity_class","entity_id","id");
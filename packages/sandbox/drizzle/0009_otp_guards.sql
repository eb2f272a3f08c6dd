CREATE TABLE "otp_locks" (
	"user_id" integer NOT NULL,
	"action" varchar(40) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "otp_locks_user_id_action_pk" PRIMARY KEY("user_id","action")
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "action" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "browser_id" varchar(64);--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "approve_key_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "otp_locks" ADD CONSTRAINT "otp_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "otp_challenges_approve_key_idx" ON "otp_challenges" USING btree ("approve_key_hash");
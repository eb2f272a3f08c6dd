CREATE TABLE "rate_limits" (
	"bucket" varchar(240) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_ends");--> statement-breakpoint
ALTER TABLE "auth_keys" ADD COLUMN "session_id" varchar(64);--> statement-breakpoint
CREATE INDEX "auth_keys_user_kind_idx" ON "auth_keys" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "auth_keys_session_idx" ON "auth_keys" USING btree ("session_id");--> statement-breakpoint
DROP INDEX "otp_challenges_approve_key_idx";--> statement-breakpoint
ALTER TABLE "otp_challenges" DROP COLUMN "approve_key_hash";
--> statement-breakpoint
ALTER TABLE "compliance_trackings" DROP COLUMN "form_key";--> statement-breakpoint
ALTER TABLE "compliance_trackings" DROP COLUMN "video_key";

CREATE TABLE "submit_guards" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);

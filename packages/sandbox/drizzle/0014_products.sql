CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"hash" varchar(40) NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text,
	"price" numeric(36, 18) NOT NULL,
	"image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "product_wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" varchar(40) NOT NULL,
	"product_id" integer NOT NULL,
	"network" varchar(20) NOT NULL,
	"address" varchar(128) NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"status" varchar(20) DEFAULT 'waiting' NOT NULL,
	"transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "product_wallets_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "product_wallets_address_unique" UNIQUE("address")
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_wallets" ADD CONSTRAINT "product_wallets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_id","id");

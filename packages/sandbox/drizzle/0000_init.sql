CREATE TABLE "rates" (
	"sell" varchar(10) NOT NULL,
	"buy" varchar(10) NOT NULL,
	"rate" numeric(36, 18) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rates_sell_buy_pk" PRIMARY KEY("sell","buy")
);

CREATE TABLE "audit_tallies" (
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entries" bigint NOT NULL,
	CONSTRAINT "audit_tallies_action_entity_type_pk" PRIMARY KEY("action","entity_type")
);

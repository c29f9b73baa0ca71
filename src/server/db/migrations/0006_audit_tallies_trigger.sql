-- audit_tallies follows the audit trail in the same transaction: each insert statement adds its rows per
-- action and entity type (a statement trigger with a transition table, so a bulk insert adds once per group).
CREATE FUNCTION audit_tallies_added() RETURNS trigger AS $$
BEGIN
  INSERT INTO audit_tallies (action, entity_type, entries)
  SELECT action, entity_type, count(*) FROM new_rows GROUP BY 1, 2
  ON CONFLICT (action, entity_type) DO UPDATE SET entries = audit_tallies.entries + excluded.entries;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_tallies_on_insert AFTER INSERT ON audit_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_tallies_added();
--> statement-breakpoint
-- The entries already there. After the trigger: its lock holds writers off until this commits, so nothing
-- lands between the count and the first increment.
INSERT INTO audit_tallies (action, entity_type, entries)
SELECT action, entity_type, count(*) FROM audit_entries GROUP BY 1, 2;

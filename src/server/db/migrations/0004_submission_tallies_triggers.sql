-- submission_tallies follows every change to submissions, in the same transaction: each statement appends
-- the +/- deltas of the rows it touched (statement triggers with transition tables, so a bulk insert adds
-- one row per group, not one per submission). Plain inserts only: concurrent writers never wait on each other.
CREATE FUNCTION submission_tallies_added() RETURNS trigger AS $$
BEGIN
  INSERT INTO submission_tallies (status, risk_level, priority, submission_type, has_valid_attachments, submissions, score_sum, scored, decided)
  SELECT status, risk_level, priority, submission_type, has_valid_attachments,
    count(*), coalesce(sum(analysis_score), 0), count(analysis_score), count(reviewed_at)
  FROM new_rows
  GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION submission_tallies_removed() RETURNS trigger AS $$
BEGIN
  INSERT INTO submission_tallies (status, risk_level, priority, submission_type, has_valid_attachments, submissions, score_sum, scored, decided)
  SELECT status, risk_level, priority, submission_type, has_valid_attachments,
    -count(*), -coalesce(sum(analysis_score), 0), -count(analysis_score), -count(reviewed_at)
  FROM old_rows
  GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- An update that leaves every counted column as it was (most do: notes, timestamps) adds nothing.
CREATE FUNCTION submission_tallies_changed() RETURNS trigger AS $$
BEGIN
  INSERT INTO submission_tallies (status, risk_level, priority, submission_type, has_valid_attachments, submissions, score_sum, scored, decided)
  SELECT status, risk_level, priority, submission_type, has_valid_attachments, sum(n), sum(score_sum), sum(scored), sum(decided)
  FROM (
    SELECT status, risk_level, priority, submission_type, has_valid_attachments,
      1 AS n, coalesce(analysis_score, 0) AS score_sum, (analysis_score IS NOT NULL)::int AS scored, (reviewed_at IS NOT NULL)::int AS decided
    FROM new_rows
    UNION ALL
    SELECT status, risk_level, priority, submission_type, has_valid_attachments,
      -1, -coalesce(analysis_score, 0), -(analysis_score IS NOT NULL)::int, -(reviewed_at IS NOT NULL)::int
    FROM old_rows
  ) deltas
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(n) <> 0 OR sum(score_sum) <> 0 OR sum(scored) <> 0 OR sum(decided) <> 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION submission_tallies_cleared() RETURNS trigger AS $$
BEGIN
  DELETE FROM submission_tallies;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER submission_tallies_on_insert AFTER INSERT ON submissions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_tallies_added();
--> statement-breakpoint
CREATE TRIGGER submission_tallies_on_update AFTER UPDATE ON submissions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_tallies_changed();
--> statement-breakpoint
CREATE TRIGGER submission_tallies_on_delete AFTER DELETE ON submissions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_tallies_removed();
--> statement-breakpoint
CREATE TRIGGER submission_tallies_on_truncate AFTER TRUNCATE ON submissions
  FOR EACH STATEMENT EXECUTE FUNCTION submission_tallies_cleared();
--> statement-breakpoint
-- The submissions already there. After the triggers: their lock holds writers off until this commits, so
-- nothing lands between the count and the first delta.
INSERT INTO submission_tallies (status, risk_level, priority, submission_type, has_valid_attachments, submissions, score_sum, scored, decided)
SELECT status, risk_level, priority, submission_type, has_valid_attachments,
  count(*), coalesce(sum(analysis_score), 0), count(analysis_score), count(reviewed_at)
FROM submissions
GROUP BY 1, 2, 3, 4, 5;

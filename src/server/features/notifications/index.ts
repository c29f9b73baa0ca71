/**
 * The notifications feature as other features may use it: emails to a submitter, to an escalation's reviewers and
 * to the desk when a revision arrives, to whoever is handed a piece of work or mentioned in a comment, and the pattern of the reference a revision-request reply quotes.
 */
export { notifyAssignee, notifyEscalation, notifyMention, notifyRevision, notifySubmitter, REPLY_REFERENCE_PATTERN } from './notifications.service';

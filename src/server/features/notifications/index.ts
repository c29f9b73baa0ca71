/** The notifications feature as other features may use it: emails to a submitter and to an escalation's reviewers. */
export { notifyEscalation, notifySubmitter } from './notifications.service';

/** The mailbox feature as other features may use it: the state of the IMAP service, for the settings overview. */
export { getImapServiceStatus } from './mailbox.service';

import { canHold, ASSIGNMENT_SCOPES } from '../../domain/desk';
import { can } from '../../domain/permissions';
import { PageHeader } from '../components/page-header';
import { useCurrentUser } from '../features/auth/api';
import { DueRulesCard } from './settings/due-rules-card';
import { EmailSettingsCard } from './settings/email-settings-card';
import { MailboxSection } from './settings/mailbox-section';
import { MyRemindersCard } from './settings/my-reminders-card';
import { OutboxCard } from './settings/outbox-card';
import { PlatformInformationCard } from './settings/platform-information-card';
import { ReminderDefaultsCard } from './settings/reminder-defaults-card';
import { SecondOpinionCard } from './settings/second-opinion-card';
import { ServiceStatusCard } from './settings/service-status-card';
import { SubmissionManagementCard } from './settings/submission-management-card';
import { TestEmailCard } from './settings/test-email-card';

export function SettingsPage() {
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageHeader title="System Settings" subtitle="Your reminders, email notifications, mailbox monitoring, the second opinion and platform information" />
      <div className="space-y-6">
        <ServiceStatusCard />
        {user && ASSIGNMENT_SCOPES.some((scope) => canHold(user.roles, scope)) && <MyRemindersCard />}
        {can(user, 'due_rules.manage') && <DueRulesCard />}
        {can(user, 'reminders.manage') && <ReminderDefaultsCard />}
        {can(user, 'email.test') && <TestEmailCard />}
        {can(user, 'mailbox.manage') && <MailboxSection />}
        {can(user, 'email_settings.manage') && <EmailSettingsCard />}
        {can(user, 'second_opinion.manage') && <SecondOpinionCard />}
        {can(user, 'outbox.view') && <OutboxCard />}
        {can(user, 'submission.manage_table') && <SubmissionManagementCard />}
        <PlatformInformationCard />
      </div>
    </>
  );
}

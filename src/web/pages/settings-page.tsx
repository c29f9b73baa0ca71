import { can } from '../../domain/permissions';
import { PageHeader } from '../components/page-header';
import { PendingFeature } from '../components/pending-feature';
import { useCurrentUser } from '../features/auth/api';
import { PlatformInformationCard } from './settings/platform-information-card';
import { SubmissionManagementCard } from './settings/submission-management-card';

export function SettingsPage() {
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageHeader title="System Settings" subtitle="Email notifications, mailbox monitoring and platform information" />
      <div className="space-y-6">
        <PendingFeature description="Service status, email settings and mailbox monitoring are being set up." />
        {can(user, 'submission.manage_table') && <SubmissionManagementCard />}
        <PlatformInformationCard />
      </div>
    </>
  );
}

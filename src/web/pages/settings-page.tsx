import { PageHeader } from '../components/page-header';
import { PendingFeature } from '../components/pending-feature';

export function SettingsPage() {
  return (
    <>
      <PageHeader title="System Settings" subtitle="Email notifications, mailbox monitoring and platform information" />
      <PendingFeature description="Service status, email settings, mailbox monitoring and submission management are being set up." />
    </>
  );
}

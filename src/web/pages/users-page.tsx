import { PageHeader } from '../components/page-header';
import { PendingFeature } from '../components/pending-feature';

export function UsersPage() {
  return (
    <>
      <PageHeader title="User Management" subtitle="Manage accounts, roles and pending approvals" />
      <PendingFeature description="Active users, pending approvals and login activity are being set up." />
    </>
  );
}

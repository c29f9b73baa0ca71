import { PageHeader } from '../components/page-header';
import { PendingFeature } from '../components/pending-feature';

export function PoliciesPage() {
  return (
    <>
      <PageHeader title="Policy Documents" subtitle="The advertising policies that compliance analysis checks against" />
      <PendingFeature description="The policy library, with search, categories and policy management, is being set up." />
    </>
  );
}

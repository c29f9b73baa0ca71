import { PageHeader } from '../components/page-header';
import { PendingFeature } from '../components/pending-feature';

export function AnalyticsPage() {
  return (
    <>
      <PageHeader title="Analytics Dashboard" subtitle="Submission volumes, outcomes and risk at a glance" />
      <PendingFeature description="Submission counts, approval rate, average score and the status and risk distributions are being set up." />
    </>
  );
}

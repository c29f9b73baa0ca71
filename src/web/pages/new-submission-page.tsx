import { PageHeader } from '../components/page-header';
import { PendingFeature } from '../components/pending-feature';

export function NewSubmissionPage() {
  return (
    <>
      <PageHeader title="New Submission" subtitle="Upload advertising creative for compliance review" />
      <PendingFeature description="The submission form, with file upload and campaign details, is being set up." />
    </>
  );
}

import { PageHeader } from '../components/page-header';
import { PendingFeature } from '../components/pending-feature';

export function CreativeUploadPage() {
  return (
    <>
      <PageHeader title="Creative Re-upload" subtitle="Add or replace creative files on an existing submission" />
      <PendingFeature description="Re-uploading creative to a submission, with automatic re-analysis, is being set up." />
    </>
  );
}

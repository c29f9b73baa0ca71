import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { PendingFeature } from '../components/pending-feature';
import { Button } from '../components/ui/button';

/** /review, /review/:id and /submissions/:id share this screen (spec 1 section 2). */
export function ReviewPage() {
  const { id } = useParams();

  if (!id) {
    return (
      <>
        <PageHeader title="Review Queue" subtitle="Review pending submissions and record decisions" />
        <PendingFeature description="The review queue, with analysis reports and reviewer actions, is being set up." />
      </>
    );
  }

  return (
    <>
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to="/review">
          <ArrowLeft aria-hidden="true" />
          Back to Review Queue
        </Link>
      </Button>
      <PageHeader
        title="Submission Review"
        subtitle={
          <>
            Submission <span className="font-mono text-sm break-all">{id}</span>
          </>
        }
      />
      <PendingFeature description="The single submission review, with attachments, analysis and escalation tracks, is being set up." />
    </>
  );
}

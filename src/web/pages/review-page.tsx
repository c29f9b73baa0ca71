import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { Button } from '../components/ui/button';
import { ReviewQueue } from './review/review-queue';
import { SubmissionReview } from './review/submission-review';

/** /review, /review/:id and /submissions/:id share this screen (spec 1 section 2). */
export function ReviewPage() {
  const { id } = useParams();

  if (!id) return <ReviewQueue />;

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
      <SubmissionReview id={id} />
    </>
  );
}

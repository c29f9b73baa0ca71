import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Info, LoaderCircle, RotateCcw, TriangleAlert, X } from 'lucide-react';
import type { TReviewerAction } from '../../../domain/review';
import type { TSubmission } from '../../../domain/submissions';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { decideSubmission } from '../../features/review/api';
import { invalidateSubmissions } from '../../features/submissions/api';
import { isNetworkError } from '../../lib/api';
import { toast } from '../../lib/toast';

interface ReviewerActionsCardProps {
  submission: TSubmission;
  /** Why the server would refuse an approval now (open tracks, a legal veto), from the workflow table; null if none. */
  approvalBlocker: string | null;
}

/** Approve, request revisions or reject, with notes and suggestions that go to the submitter. */
export function ReviewerActionsCard({ submission, approvalBlocker }: ReviewerActionsCardProps) {
  const queryClient = useQueryClient();
  const id = useId();
  const [notes, setNotes] = useState('');
  const [suggestions, setSuggestions] = useState('');
  const revising = submission.status === 'needs_revision';
  const requestLabel = revising ? 'Request Further Revisions' : 'Request Revisions';

  const mutation = useMutation({
    mutationFn: (action: TReviewerAction) =>
      decideSubmission(submission.id, action, { reviewerNotes: notes.trim() || null, reviewerSuggestions: suggestions.trim() || null }),
    onSuccess: (reply) => {
      toast({ title: 'Action Completed', description: reply.message ?? `"${submission.title}" has been updated.` });
      setNotes('');
      setSuggestions('');
      void invalidateSubmissions(queryClient);
    },
    onError: (error) =>
      toast({
        title: 'Action Failed',
        description: isNetworkError(error) ? 'Failed to complete action. Please try again.' : error.message || 'An error occurred',
        variant: 'destructive',
      }),
  });

  const busy = mutation.isPending ? mutation.variables : null;
  const spinner = <LoaderCircle aria-hidden="true" className="animate-spin" />;

  return (
    <Card aria-labelledby="reviewer-actions-heading" data-testid="reviewer-actions">
      <CardHeader>
        <CardTitle id="reviewer-actions-heading">Reviewer Actions</CardTitle>
        <CardDescription>Your notes and suggestions are emailed to the submitter with the decision.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {revising && (
          <Alert className="border-orange-600/40 bg-orange-50 dark:border-orange-400/30 dark:bg-orange-950" data-testid="revisions-requested">
            <TriangleAlert aria-hidden="true" className="text-orange-700 dark:text-orange-300" />
            <AlertTitle>Revisions Requested</AlertTitle>
            <AlertDescription>
              Revisions have already been requested from the submitter. You can still approve or reject, or ask for further revisions.
            </AlertDescription>
          </Alert>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-notes`}>Reviewer Notes</Label>
            <Textarea id={`${id}-notes`} value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={5000} rows={4} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-suggestions`}>Reviewer Suggestions</Label>
            <Textarea
              id={`${id}-suggestions`}
              value={suggestions}
              onChange={(event) => setSuggestions(event.target.value)}
              maxLength={5000}
              rows={4}
            />
          </div>
        </div>
        {approvalBlocker && (
          <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="approval-blocker">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            Approval is not possible yet: {approvalBlocker}.
          </p>
        )}
      </CardContent>
      <CardFooter className="gap-2">
        <Button onClick={() => mutation.mutate('approve')} disabled={mutation.isPending} className="bg-emerald-700 text-white hover:bg-emerald-800">
          {busy === 'approve' ? spinner : <Check aria-hidden="true" />}
          Approve
        </Button>
        <Button variant="outline" onClick={() => mutation.mutate('request-revisions')} disabled={mutation.isPending}>
          {busy === 'request-revisions' ? spinner : <RotateCcw aria-hidden="true" />}
          {requestLabel}
        </Button>
        <Button variant="destructive" onClick={() => mutation.mutate('reject')} disabled={mutation.isPending}>
          {busy === 'reject' ? spinner : <X aria-hidden="true" />}
          Reject
        </Button>
      </CardFooter>
    </Card>
  );
}

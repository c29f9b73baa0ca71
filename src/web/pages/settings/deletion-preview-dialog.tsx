import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import type { TDeletionPreview } from '../../../domain/submissions';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { deleteSubmission, deletionPreviewQueryOptions, invalidateSubmissions } from '../../features/submissions/api';
import { toast } from '../../lib/toast';

const RELATED_LABELS: { key: keyof TDeletionPreview['relatedData']; label: string }[] = [
  { key: 'attachments', label: 'Attachments' },
  { key: 'escalationTracks', label: 'Escalation tracks' },
  { key: 'complianceAnalyses', label: 'Compliance analyses' },
  { key: 'policyViolations', label: 'Policy violations' },
  { key: 'associatedEmailRecords', label: 'Associated email records' },
];

interface DeletionPreviewDialogProps {
  submissionId: string;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

/** What deleting one submission removes, counted by the server, then the delete itself. */
export function DeletionPreviewDialog({ submissionId, onClose, onDeleted }: DeletionPreviewDialogProps) {
  const queryClient = useQueryClient();
  const preview = useQuery(deletionPreviewQueryOptions(submissionId));

  useEffect(() => {
    if (!preview.isError) return;
    toast({ title: 'Failed to get deletion preview', description: preview.error.message, variant: 'destructive' });
    onClose();
  }, [preview.isError, preview.error, onClose]);

  const mutation = useMutation({
    mutationFn: () => deleteSubmission(submissionId),
    onSuccess: () => {
      toast({ title: '1 submission(s) deleted successfully' });
      onDeleted(submissionId);
      void invalidateSubmissions(queryClient);
      onClose();
    },
    onError: (error) => toast({ title: 'Failed to delete submission', description: error.message, variant: 'destructive' }),
  });

  if (preview.isError) return null;

  return (
    <ConfirmDialog
      onClose={onClose}
      title="Delete Submission"
      description={
        preview.data ? (
          <>
            <span className="font-medium text-foreground">{preview.data.submission.title}</span> from{' '}
            {preview.data.submission.submitterEmail} is deleted permanently, together with its related data. This action
            cannot be undone.
          </>
        ) : (
          'Counting what would be deleted...'
        )
      }
      confirmLabel="Delete Submission"
      canConfirm={preview.isSuccess}
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    >
      {preview.isPending ? (
        <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary" />
          Loading deletion preview...
        </div>
      ) : (
        <dl className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-3 text-sm" aria-label="Related data">
          {RELATED_LABELS.map(({ key, label }) => (
            <div key={key} className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-semibold tabular-nums">{preview.data.relatedData[key]}</dd>
            </div>
          ))}
        </dl>
      )}
    </ConfirmDialog>
  );
}

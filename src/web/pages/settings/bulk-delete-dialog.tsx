import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { deleteSubmission, invalidateSubmissions } from '../../features/submissions/api';
import { toast } from '../../lib/toast';

interface TBulkOutcome {
  deleted: string[];
  failed: { id: string; message: string }[];
}

/** One DELETE per submission, all at once; each failure is reported by its short id. */
async function deleteAll(ids: string[]): Promise<TBulkOutcome> {
  const results = await Promise.allSettled(ids.map((id) => deleteSubmission(id)));
  const outcome: TBulkOutcome = { deleted: [], failed: [] };
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') outcome.deleted.push(ids[index]);
    else outcome.failed.push({ id: ids[index], message: result.reason instanceof Error ? result.reason.message : 'Request failed' });
  });
  return outcome;
}

interface BulkDeleteDialogProps {
  ids: string[];
  onClose: () => void;
  onDeleted: (ids: string[]) => void;
}

export function BulkDeleteDialog({ ids, onClose, onDeleted }: BulkDeleteDialogProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteAll(ids),
    onSuccess: ({ deleted, failed }) => {
      onDeleted(deleted);
      if (deleted.length > 0) void invalidateSubmissions(queryClient);
      if (failed.length === 0) {
        toast({ title: `${deleted.length} submission(s) deleted successfully` });
      } else {
        const details = failed.map((failure) => `${failure.id.slice(0, 8)}: ${failure.message}`).join('; ');
        toast({
          title: 'Failed to delete submissions',
          description: `${deleted.length} submission(s) deleted successfully, ${failed.length} failed. ${details}`,
          variant: 'destructive',
        });
      }
      onClose();
    },
  });

  return (
    <ConfirmDialog
      onClose={onClose}
      title="Delete Submissions"
      description={`Are you sure you want to delete ${ids.length} submissions? This action cannot be undone.`}
      confirmLabel={`Delete ${ids.length} Submissions`}
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    />
  );
}

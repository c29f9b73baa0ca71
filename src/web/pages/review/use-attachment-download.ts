import { useMutation } from '@tanstack/react-query';
import type { TAttachment } from '../../../domain/submissions';
import { downloadAttachment } from '../../features/submissions/api';
import { saveBlob } from '../../lib/download';
import { toast } from '../../lib/toast';

/**
 * Download an attachment under its original name (of the given version, when an earlier one may repeat the name);
 * which file is on its way shows as `pendingId`.
 */
export function useAttachmentDownload() {
  const mutation = useMutation({
    mutationFn: async ({ attachment, version }: { attachment: TAttachment; version?: number }) => {
      const { blob } = await downloadAttachment(attachment.submissionId, attachment.originalFilename, version);
      saveBlob(blob, attachment.originalFilename);
    },
    onError: () => toast({ title: 'Download failed', description: 'Please try again or contact support', variant: 'destructive' }),
  });
  return {
    download: (attachment: TAttachment, version?: number) => mutation.mutate({ attachment, version }),
    pendingId: mutation.isPending ? mutation.variables?.attachment.id : undefined,
  };
}

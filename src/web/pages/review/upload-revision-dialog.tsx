import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileDropZone, mergeFiles } from '../../components/file-drop-zone';
import { FormDialog } from '../../components/form-dialog';
import { SelectedFileList } from '../../components/selected-file-list';
import { TextareaField } from '../../components/textarea-field';
import { Progress } from '../../components/ui/progress';
import { invalidateSubmissions, uploadRevision } from '../../features/submissions/api';
import { formatMegabytes } from '../../lib/format';
import { toast } from '../../lib/toast';

interface UploadRevisionDialogProps {
  submission: { id: string; title: string };
  nextVersion: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** New files (and a note for the reviewer) that become the submission's next version, analysed and reviewed again. */
export function UploadRevisionDialog({ submission, nextVersion, open, onOpenChange }: UploadRevisionDialogProps) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState(0);

  const mutation = useMutation({
    mutationFn: () => uploadRevision(submission.id, files, note, { onProgress: setProgress }),
    onSuccess: (reply) => {
      toast({ title: `Version ${reply.data.version.number} uploaded`, description: reply.message ?? 'It is being analyzed for compliance.' });
      void invalidateSubmissions(queryClient);
      close();
    },
    onError: (error) => toast({ title: 'Upload failed', description: error.message, variant: 'destructive' }),
  });

  function close() {
    setFiles([]);
    setNote('');
    setProgress(0);
    mutation.reset();
    onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Upload Revision"
      description={
        <>
          The files become version {nextVersion} of <span className="font-medium text-foreground">{submission.title}</span>. It goes back
          to pending, is analyzed again and the reviewers are told. Earlier versions stay as they were.
        </>
      }
      submitLabel={`Upload Version ${nextVersion}`}
      canSubmit={files.length > 0}
      pending={mutation.isPending}
      onSubmit={() => mutation.mutate()}
      className="sm:max-w-xl"
    >
      <div className="grid gap-2" role="group" aria-labelledby="revision-files-label">
        <p className="text-sm font-medium" id="revision-files-label">
          Files <span className="font-normal text-muted-foreground">(required)</span>
        </p>
        <FileDropZone
          inputLabel="Choose revision files"
          hintId="revision-files-hint"
          hint="JPEG, PNG, GIF, WebP, PDF, Word (DOC, DOCX) or text files, up to 10MB per file."
          disabled={mutation.isPending}
          onFiles={(added) => setFiles((current) => mergeFiles(current, added))}
        />
        <SelectedFileList
          label="Selected revision files"
          files={files}
          formatSize={formatMegabytes}
          disabled={mutation.isPending}
          onRemove={(file) => setFiles((current) => current.filter((f) => f !== file))}
        />
      </div>
      <TextareaField
        label="Note for the reviewer"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={3}
        maxLength={2000}
        disabled={mutation.isPending}
        placeholder="What changed in this version"
      />
      {mutation.isPending && <Progress value={progress} aria-label="Upload progress" />}
    </FormDialog>
  );
}

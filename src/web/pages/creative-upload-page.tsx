import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, LoaderCircle, RotateCcw, Upload } from 'lucide-react';
import { z } from 'zod';
import type { TCreativeUploadResponse } from '../../domain/submissions';
import { FileDropZone, mergeFiles } from '../components/file-drop-zone';
import { PageHeader } from '../components/page-header';
import { SelectedFileList } from '../components/selected-file-list';
import { TONE_CLASSES } from '../components/submission-status-badge';
import { TextField } from '../components/text-field';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { Progress } from '../components/ui/progress';
import { invalidateSubmissions, uploadCreative } from '../features/submissions/api';
import { isApiError } from '../lib/api';
import { formatMegabytes, humanizeIdentifier } from '../lib/format';
import { toast } from '../lib/toast';
import { cn } from '../lib/utils';

const ZCreativeUploadForm = z.object({
  submissionId: z.string().trim().min(1, 'Submission ID is required').uuid('Please enter a valid UUID format'),
});
type TCreativeUploadForm = z.infer<typeof ZCreativeUploadForm>;

const FILES_REQUIRED = 'Please select at least one file';
const UPLOAD_FAILED_FALLBACK = 'Failed to upload files';

/** Spec 2: low, medium (moderate) and high each have a colour, anything else is red. */
function riskClasses(level: string | null): string {
  if (level === 'low') return TONE_CLASSES.green;
  if (level === 'medium' || level === 'moderate') return TONE_CLASSES.yellow;
  if (level === 'high') return TONE_CLASSES.orange;
  return TONE_CLASSES.red;
}

interface TUploadOutcome extends TCreativeUploadResponse {
  submissionId: string;
}

function UploadResults({ outcome }: { outcome: TUploadOutcome }) {
  const hasAnalysis = outcome.analysisScore !== null || outcome.riskLevel !== null;
  return (
    <Card aria-labelledby="upload-results-heading" data-testid="upload-results">
      <CardHeader>
        <CardTitle id="upload-results-heading">Upload Results</CardTitle>
        <CardDescription>
          {outcome.reanalyzed ? 'The submission is being analyzed again with the new creative.' : 'No re-analysis was started.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="divide-y rounded-lg border">
          {outcome.uploadResults.map((result, index) => (
            <li key={`${result.filename}-${index}`} data-testid="upload-result" className="space-y-1 px-3 py-2.5">
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 text-sm font-medium break-all">{result.filename}</span>
                <Badge className={result.status === 'success' ? TONE_CLASSES.green : TONE_CLASSES.red}>
                  {result.status === 'success' ? 'SUCCESS' : 'ERROR'}
                </Badge>
              </div>
              {result.error && <p className="text-sm text-destructive">{result.error}</p>}
              {result.attachmentId && (
                <p className="text-xs text-muted-foreground">
                  Attachment ID: <span className="font-mono break-all">{result.attachmentId}</span>
                </p>
              )}
            </li>
          ))}
        </ul>
        {hasAnalysis && (
          <dl className="flex flex-wrap gap-3">
            {outcome.analysisScore !== null && (
              <div className="rounded-lg border px-4 py-2">
                <dt className="text-xs font-medium text-muted-foreground">Compliance score</dt>
                <dd className="text-lg font-semibold">{outcome.analysisScore}/100</dd>
              </div>
            )}
            {outcome.riskLevel !== null && (
              <div className="rounded-lg border px-4 py-2">
                <dt className="text-xs font-medium text-muted-foreground">Risk level</dt>
                <dd className="mt-1">
                  <Badge className={riskClasses(outcome.riskLevel)}>{humanizeIdentifier(outcome.riskLevel)}</Badge>
                </dd>
              </div>
            )}
          </dl>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild>
          <Link to={`/review/${outcome.submissionId}`}>
            View Updated Submission
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export function CreativeUploadPage() {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState(false);
  const [progress, setProgress] = useState(0);
  const [outcome, setOutcome] = useState<TUploadOutcome | null>(null);

  const form = useForm<TCreativeUploadForm>({
    resolver: zodResolver(ZCreativeUploadForm),
    defaultValues: { submissionId: searchParams.get('submissionId') ?? '' },
  });

  const mutation = useMutation({
    mutationFn: ({ submissionId }: TCreativeUploadForm) => {
      setProgress(0);
      return uploadCreative(submissionId, files, { onProgress: setProgress });
    },
    onSuccess: ({ data, message }, { submissionId }) => {
      setOutcome({ ...data, submissionId });
      const added = data.uploadResults.some((result) => result.status === 'success');
      if (added) {
        setFiles([]);
        toast({ title: 'Upload Complete', description: message });
        void invalidateSubmissions(queryClient);
      } else {
        toast({ title: 'Upload Failed', description: message ?? UPLOAD_FAILED_FALLBACK, variant: 'destructive' });
      }
    },
    onError: (error) => {
      setOutcome(null);
      if (isApiError(error) && error.status > 0) {
        toast({ title: 'Upload Failed', description: error.message || UPLOAD_FAILED_FALLBACK, variant: 'destructive' });
      } else {
        toast({ title: 'Upload Error', description: error.message, variant: 'destructive' });
      }
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    if (files.length === 0) {
      setFilesError(true);
      toast({ title: 'No Files Selected', description: 'Please select at least one file to upload', variant: 'destructive' });
      return;
    }
    mutation.mutate(values);
  });

  const reset = () => {
    form.reset({ submissionId: '' });
    setFiles([]);
    setFilesError(false);
    setOutcome(null);
    setProgress(0);
    mutation.reset();
  };

  const busy = mutation.isPending;

  return (
    <>
      <PageHeader title="Creative Re-upload" subtitle="Add or replace creative files on an existing submission" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>Upload creative</CardTitle>
            <CardDescription>The files are added to the submission, which is then analyzed again.</CardDescription>
          </CardHeader>
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <CardContent className="grid gap-4">
              <TextField
                label="Submission ID"
                placeholder="e.g. 3f2b8c1e-0a4d-4e6b-9c7d-1a2b3c4d5e6f"
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                disabled={busy}
                error={form.formState.errors.submissionId?.message}
                {...form.register('submissionId')}
              />
              <div className="grid gap-2" role="group" aria-labelledby="creative-files-label">
                <p className="text-sm font-medium" id="creative-files-label">
                  Files
                </p>
                <FileDropZone
                  inputLabel="Choose creative files"
                  hintId="creative-files-hint"
                  hint="JPEG, PNG, GIF, WebP, PDF, Word (DOC, DOCX) or text files, up to 10MB per file."
                  disabled={busy}
                  invalid={filesError}
                  onFiles={(added) => {
                    setFiles((current) => mergeFiles(current, added));
                    setFilesError(false);
                  }}
                />
                {filesError && (
                  <p role="alert" className="text-sm font-medium text-destructive">
                    {FILES_REQUIRED}
                  </p>
                )}
                <SelectedFileList
                  label="Selected files"
                  files={files}
                  formatSize={formatMegabytes}
                  disabled={busy}
                  onRemove={(file) => setFiles((current) => current.filter((f) => f !== file))}
                />
              </div>
              {busy && (
                <div className="grid gap-2">
                  <div className="flex justify-between text-sm">
                    <span aria-live="polite">{progress < 100 ? 'Uploading files...' : 'Checking files...'}</span>
                    <span className="tabular-nums">{progress}%</span>
                  </div>
                  <Progress value={progress} aria-label="Upload progress" />
                </div>
              )}
            </CardContent>
            <CardFooter>
              <Button type="submit" disabled={busy}>
                {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
                Upload
              </Button>
              <Button variant="outline" onClick={reset} disabled={busy}>
                <RotateCcw aria-hidden="true" />
                Reset
              </Button>
            </CardFooter>
          </form>
        </Card>
        <div className={cn(!outcome && 'hidden lg:block')}>
          {outcome ? (
            <UploadResults outcome={outcome} />
          ) : (
            <Card className="border-dashed">
              <CardContent className="px-6 py-12 text-center text-sm text-muted-foreground">
                Per-file results and the new compliance score appear here after an upload.
              </CardContent>
            </Card>
          )}
        </div>
      </div>
    </>
  );
}

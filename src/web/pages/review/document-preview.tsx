import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download, FileQuestion, Info, LoaderCircle, RotateCw } from 'lucide-react';
import type { TAttachment } from '../../../domain/submissions';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { previewQueryOptions, previewTokenQueryOptions, type TPreviewContent } from '../../features/submissions/api';
import { toast } from '../../lib/toast';
import { PdfPreview } from './pdf-preview';

/** An object URL for the blob, revoked when the blob changes or the panel goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

function failureTitle(mimeType: string): string {
  if (mimeType.startsWith('image/')) return 'Image Preview Unavailable';
  if (mimeType === 'application/pdf') return 'PDF Preview Unavailable';
  return 'Document Preview Unavailable';
}

function PreviewUnavailable({ title, reason, listCauses }: { title: string; reason?: string | null; listCauses: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
      <FileQuestion aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="font-semibold">{title}</p>
      {reason && <p className="max-w-md text-sm text-muted-foreground break-words">{reason}</p>}
      {listCauses && (
        <div className="max-w-md text-left text-sm text-muted-foreground">
          <p>Common causes:</p>
          <ul className="mt-1 list-disc pl-5">
            <li>The document is password-protected</li>
            <li>The file is corrupted</li>
            <li>The file type is not supported for preview</li>
          </ul>
        </div>
      )}
      <p className="text-sm text-muted-foreground">Use Download Instead to open the file on your device.</p>
    </div>
  );
}

function PreviewBody({ content, attachment, onRenderError }: { content: TPreviewContent; attachment: TAttachment; onRenderError: (reason: string | null) => void }) {
  const url = useObjectUrl(content.blob);
  const type = content.contentType.split(';')[0].trim().toLowerCase();
  const label = `Preview of ${attachment.originalFilename}`;

  if (type.startsWith('image/')) {
    if (!url) return null;
    return (
      <div className="flex justify-center rounded-lg border bg-muted/40 p-2">
        <img src={url} alt={label} onError={() => onRenderError(null)} className="max-h-[70vh] w-auto max-w-full object-contain" />
      </div>
    );
  }
  if (type === 'application/pdf') return <PdfPreview data={content.blob} label={label} onError={onRenderError} />;
  if (type === 'text/html' && content.text !== null) {
    // Word documents converted on the server: shown in a sandbox that runs no script.
    return <iframe sandbox="" srcDoc={content.text} title={label} className="h-[70vh] min-h-96 w-full rounded-lg border bg-white" />;
  }
  if (type.startsWith('text/') && content.text !== null) {
    return (
      <pre
        tabIndex={0}
        aria-label={label}
        className="max-h-[70vh] overflow-auto rounded-lg border bg-muted/40 p-4 font-mono text-xs whitespace-pre-wrap break-words outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {content.text}
      </pre>
    );
  }
  return <PreviewUnavailable title="Document Preview Unavailable" listCauses />;
}

interface DocumentPreviewProps {
  attachment: TAttachment | null;
  onDownload: (attachment: TAttachment) => void;
  downloading: boolean;
}

/** The chosen file, fetched with a five-minute token and shown in the page; nothing goes to an outside viewer. */
export function DocumentPreview({ attachment, onDownload, downloading }: DocumentPreviewProps) {
  return (
    <Card aria-labelledby="document-preview-heading">
      <CardHeader>
        <CardTitle id="document-preview-heading">Document Preview</CardTitle>
        {attachment && <CardDescription className="break-all">{attachment.originalFilename}</CardDescription>}
      </CardHeader>
      <CardContent>
        {attachment ? (
          // Keyed by file: a different file starts from a fresh token and a clean failure state.
          <AttachmentPreview key={attachment.id} attachment={attachment} onDownload={onDownload} downloading={downloading} />
        ) : (
          <p className="text-sm text-muted-foreground">Choose Preview on an attachment to see it here.</p>
        )}
      </CardContent>
    </Card>
  );
}

function AttachmentPreview({ attachment, onDownload, downloading }: { attachment: TAttachment; onDownload: (a: TAttachment) => void; downloading: boolean }) {
  // Set when the browser could not draw a fetched image or PDF (with pdf.js's reason where it gives one).
  const [renderFailure, setRenderFailure] = useState<{ reason: string | null } | null>(null);
  const tokenQuery = useQuery({
    ...previewTokenQueryOptions(attachment.submissionId, attachment.originalFilename),
    enabled: attachment.isValid,
  });
  const contentQuery = useQuery({ ...previewQueryOptions(tokenQuery.data ?? ''), enabled: tokenQuery.isSuccess });

  useEffect(() => {
    if (tokenQuery.isError) {
      toast({
        title: 'Preview unavailable',
        description: 'Could not generate preview token. Try downloading the file instead.',
        variant: 'destructive',
      });
    }
  }, [tokenQuery.isError, tokenQuery.errorUpdatedAt]);

  const loading = attachment.isValid && (tokenQuery.isFetching || (tokenQuery.isSuccess && contentQuery.isPending));
  const retry = () => {
    setRenderFailure(null);
    void tokenQuery.refetch();
  };

  let body;
  if (!attachment.isValid) {
    body = <PreviewUnavailable title="Document Preview Unavailable" reason={attachment.validationError} listCauses />;
  } else if (loading) {
    body = (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
        Loading preview...
      </div>
    );
  } else if (tokenQuery.isError) {
    body = <PreviewUnavailable title="Document Preview Unavailable" reason={tokenQuery.error.message} listCauses />;
  } else if (contentQuery.isError) {
    body = <PreviewUnavailable title={failureTitle(attachment.mimeType)} reason={contentQuery.error.message} listCauses={false} />;
  } else if (renderFailure) {
    body = <PreviewUnavailable title={failureTitle(attachment.mimeType)} reason={renderFailure.reason} listCauses={false} />;
  } else if (contentQuery.data) {
    body = <PreviewBody content={contentQuery.data} attachment={attachment} onRenderError={(reason) => setRenderFailure({ reason })} />;
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={retry} disabled={!attachment.isValid || tokenQuery.isFetching}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
        <Button variant="outline" size="sm" onClick={() => onDownload(attachment)} disabled={downloading}>
          {downloading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
          Download Instead
        </Button>
      </div>
      {body}
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        Password-protected documents cannot be previewed. Download the file and open it with its password.
      </p>
    </div>
  );
}

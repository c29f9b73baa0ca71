import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download, FileQuestion, Info, LoaderCircle, RotateCw } from 'lucide-react';
import type { TAttachment } from '../../../domain/submissions';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { previewQueryOptions, previewTokenQueryOptions, type TPreviewContent } from '../../features/submissions/api';
import { toast } from '../../lib/toast';
import { useObjectUrl } from '../../lib/use-object-url';
import { hasHighlights, MarkedText, PageHighlights, usePreviewRequest, useEvidence } from './evidence';
import { PdfPreview } from './pdf-preview';
import { AnnotatableText, PageAnnotations, useAnnotations } from './annotations';

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

interface PreviewBodyProps {
  content: TPreviewContent;
  attachment: TAttachment;
  /** The file's text as the analysis read it (Word and text files): findings are marked in it. */
  readText: string | null;
  onRenderError: (reason: string | null) => void;
}

function PreviewBody({ content, attachment, readText, onRenderError }: PreviewBodyProps) {
  const url = useObjectUrl(content.blob);
  const type = content.contentType.split(';')[0].trim().toLowerCase();
  const label = `Preview of ${attachment.originalFilename}`;
  const evidence = useEvidence();
  const marked = readText !== null && hasHighlights(evidence, attachment.id);
  // In Annotate mode a text's words are selected to comment on them, in the text as the analysis read it.
  const annotatingText = readText !== null && !!useAnnotations()?.annotating;

  if (type.startsWith('image/')) {
    if (!url) return null;
    return (
      <div className="flex justify-center overflow-auto rounded-lg border bg-muted/40 p-2 max-h-[75vh]">
        {/* The image's own box: highlights are placed in fractions of it, so they scale with the image. */}
        <div className="relative inline-block max-w-full self-start">
          <img src={url} alt={label} onError={() => onRenderError(null)} className="block max-h-[70vh] w-auto max-w-full object-contain" />
          <PageHighlights attachmentId={attachment.id} page={1} />
          <PageAnnotations attachmentId={attachment.id} page={1} />
        </div>
      </div>
    );
  }
  if (type === 'application/pdf') return <PdfPreview data={content.blob} label={label} attachmentId={attachment.id} onError={onRenderError} />;
  if (annotatingText && (type === 'text/html' || type.startsWith('text/'))) {
    return <AnnotatableText text={readText} attachmentId={attachment.id} label={`Text of ${attachment.originalFilename}: select words to comment on them`} />;
  }
  if (type === 'text/html' && content.text !== null) {
    const frame = <iframe sandbox="" srcDoc={content.text} title={label} className="h-[70vh] min-h-96 w-full rounded-lg border bg-white" />;
    return marked ? <WordPreview frame={frame} text={readText} attachment={attachment} /> : frame;
  }
  if (type.startsWith('text/') && content.text !== null) {
    // The text as the analysis read it is the file's own text, decoded the same way; findings are marked in it.
    if (marked) return <MarkedText text={readText} attachmentId={attachment.id} label={label} />;
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

/**
 * A Word document: the formatted page in a sandbox that runs nothing and cannot be reached from here, or its
 * text with the findings marked. The marked text shows first, and again whenever a finding is chosen.
 */
function WordPreview({ frame, text, attachment }: { frame: ReactNode; text: string; attachment: TAttachment }) {
  const [view, setView] = useState<'text' | 'formatted'>('text');
  const request = useEvidence()?.request;
  useEffect(() => {
    if (request?.target === 'preview') setView('text');
  }, [request?.seq, request?.target]);
  return (
    <div className="space-y-2">
      <div role="group" aria-label="Show the document as" className="flex flex-wrap gap-2">
        <Button variant={view === 'text' ? 'secondary' : 'outline'} size="sm" aria-pressed={view === 'text'} onClick={() => setView('text')}>
          Text with findings marked
        </Button>
        <Button variant={view === 'formatted' ? 'secondary' : 'outline'} size="sm" aria-pressed={view === 'formatted'} onClick={() => setView('formatted')}>
          Formatted document
        </Button>
      </div>
      {view === 'text' ? <MarkedText text={text} attachmentId={attachment.id} label={`Text of ${attachment.originalFilename} as the analysis read it`} /> : frame}
    </div>
  );
}

interface DocumentPreviewProps {
  attachment: TAttachment | null;
  /** The attachment's text as the analysis read it, for Word and text files; null otherwise. */
  readText?: string | null;
  onDownload: (attachment: TAttachment) => void;
  downloading: boolean;
}

/** The chosen file, fetched with a five-minute token and shown in the page; nothing goes to an outside viewer. */
export function DocumentPreview({ attachment, readText = null, onDownload, downloading }: DocumentPreviewProps) {
  const root = useRef<HTMLDivElement>(null);
  usePreviewRequest(root);
  const located = attachment !== null && hasHighlights(useEvidence(), attachment.id);
  return (
    <Card aria-labelledby="document-preview-heading" ref={root}>
      <CardHeader>
        <CardTitle id="document-preview-heading">Document Preview</CardTitle>
        {attachment && <CardDescription className="break-all">{attachment.originalFilename}</CardDescription>}
        {located && (
          <p className="text-xs text-muted-foreground">
            Findings are outlined where their words are, numbered as in the findings list. Choose one to go to the finding.
          </p>
        )}
      </CardHeader>
      <CardContent>
        {attachment ? (
          // Keyed by file: a different file starts from a fresh token and a clean failure state.
          <AttachmentPreview key={attachment.id} attachment={attachment} readText={readText} onDownload={onDownload} downloading={downloading} />
        ) : (
          <p className="text-sm text-muted-foreground">Choose Preview on an attachment to see it here.</p>
        )}
      </CardContent>
    </Card>
  );
}

function AttachmentPreview({
  attachment,
  readText,
  onDownload,
  downloading,
}: {
  attachment: TAttachment;
  readText: string | null;
  onDownload: (a: TAttachment) => void;
  downloading: boolean;
}) {
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
    body = <PreviewBody content={contentQuery.data} attachment={attachment} readText={readText} onRenderError={(reason) => setRenderFailure({ reason })} />;
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

import { useEffect, useRef, useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { openPdf, pdfErrorMessage } from '../../lib/pdf';
import { PageHighlights } from './evidence';
import { PageAnnotations } from './annotations';

// Pages rendered at most: enough to review an ad; longer documents are better downloaded.
const MAX_PAGES = 20;

interface PdfPreviewProps {
  data: Blob;
  label: string;
  /** The attachment shown: its findings' boxes are drawn over their pages. */
  attachmentId: string;
  onError: (reason: string) => void;
}

/**
 * A PDF drawn page by page onto canvases with pdf.js, in the page itself: the document never leaves
 * the app, and the same rendering works in every browser (headless ones included). Each page is a box of
 * its own with the findings' highlights laid over it, so they scale with the page.
 */
export function PdfPreview({ data, label, attachmentId, onError }: PdfPreviewProps) {
  const [document, setDocument] = useState<PDFDocumentProxy | null>(null);
  // The latest callback, without restarting the rendering when the parent passes a new function.
  const reportError = useRef(onError);
  reportError.current = onError;

  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    (async () => {
      loaded = await openPdf(data);
      if (cancelled) await loaded.destroy();
      else setDocument(loaded);
    })().catch((error: Error) => {
      if (!cancelled) reportError.current(pdfErrorMessage(error));
    });
    return () => {
      cancelled = true;
      setDocument(null);
      void loaded?.destroy();
    };
  }, [data]);

  const count = document ? Math.min(document.numPages, MAX_PAGES) : 0;
  return (
    <div className="max-h-[70vh] overflow-auto rounded-lg border bg-muted/40 p-2">
      {document === null && (
        <p className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground" role="status">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Rendering PDF...
        </p>
      )}
      {document && (
        <div className="flex flex-col gap-3" aria-label={label} role="group">
          {Array.from({ length: count }, (_, i) => (
            <PdfPage
              key={i}
              document={document}
              number={i + 1}
              label={`${label}, page ${i + 1} of ${document.numPages}`}
              attachmentId={attachmentId}
              onError={(reason) => reportError.current(reason)}
            />
          ))}
        </div>
      )}
      {document && document.numPages > MAX_PAGES && (
        <p className="mt-2 text-center text-sm text-muted-foreground">
          Showing the first {MAX_PAGES} of {document.numPages} pages. Download the file to see the rest.
        </p>
      )}
    </div>
  );
}

interface PdfPageProps {
  document: PDFDocumentProxy;
  number: number;
  label: string;
  attachmentId: string;
  onError: (reason: string) => void;
}

/** One page on a canvas as wide as the preview; the highlights appear once it is drawn. */
function PdfPage({ document, number, label, attachmentId, onError }: PdfPageProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [aspect, setAspect] = useState<number | null>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let task: { cancel(): void; promise: Promise<void> } | null = null;
    (async () => {
      const page = await document.getPage(number);
      const target = canvas.current;
      if (cancelled || !target) return;
      const base = page.getViewport({ scale: 1 });
      setAspect(base.height / base.width);
      const width = target.parentElement?.clientWidth || 800;
      const scale = Math.min(2, width / base.width) * (window.devicePixelRatio || 1);
      const viewport = page.getViewport({ scale });
      target.width = viewport.width;
      target.height = viewport.height;
      task = page.render({ canvas: target, canvasContext: target.getContext('2d')!, viewport });
      await task.promise;
      if (!cancelled) setDrawn(true);
    })().catch((error: Error) => {
      if (!cancelled && error.name !== 'RenderingCancelledException') onError(error.message);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
    // A new callback from the parent does not draw the page again.
  }, [document, number]);

  return (
    <div className="relative mx-auto w-full max-w-full rounded border bg-white shadow-sm" style={aspect ? { aspectRatio: `1 / ${aspect}` } : undefined}>
      {/* Busy until pdf.js has drawn the page, so nothing reads a blank canvas as the page. */}
      <canvas ref={canvas} role="img" aria-label={label} aria-busy={!drawn} className="block h-auto w-full" />
      {drawn && <PageHighlights attachmentId={attachmentId} page={number} />}
      {drawn && <PageAnnotations attachmentId={attachmentId} page={number} />}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { LoaderCircle } from 'lucide-react';

// Pages rendered at most: enough to review an ad; longer documents are better downloaded.
const MAX_PAGES = 20;

interface PdfPreviewProps {
  data: Blob;
  label: string;
  onError: (reason: string) => void;
}

/**
 * A PDF drawn page by page onto canvases with pdf.js, in the page itself: the document never leaves
 * the app, and the same rendering works in every browser (headless ones included).
 */
export function PdfPreview({ data, label, onError }: PdfPreviewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<number | null>(null);
  // The latest callback, without restarting the rendering when the parent passes a new function.
  const reportError = useRef(onError);
  reportError.current = onError;

  useEffect(() => {
    let cancelled = false;
    const target = container.current;
    (async () => {
      // Loaded on demand so pdf.js stays out of the bundle until a PDF is previewed.
      const pdfjs = await import('pdfjs-dist');
      const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const document = await pdfjs.getDocument({ data: new Uint8Array(await data.arrayBuffer()), isEvalSupported: false }).promise;
      if (cancelled || !target) return;
      const count = Math.min(document.numPages, MAX_PAGES);
      setPages(document.numPages);
      for (let n = 1; n <= count && !cancelled; n++) {
        const page = await document.getPage(n);
        const base = page.getViewport({ scale: 1 });
        const scale = Math.min(2, (target.clientWidth || 800) / base.width) * (window.devicePixelRatio || 1);
        const viewport = page.getViewport({ scale });
        const canvas = window.document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.className = 'mx-auto block h-auto w-full max-w-full rounded border bg-white shadow-sm';
        canvas.setAttribute('aria-label', `${label}, page ${n} of ${document.numPages}`);
        canvas.setAttribute('role', 'img');
        await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
        if (!cancelled) target.appendChild(canvas);
      }
      await document.destroy();
    })().catch((error: Error) => {
      if (!cancelled) reportError.current(error.name === 'PasswordException' ? 'The PDF is password-protected.' : error.message);
    });
    return () => {
      cancelled = true;
      target?.replaceChildren();
    };
  }, [data, label]);

  return (
    <div className="max-h-[70vh] overflow-auto rounded-lg border bg-muted/40 p-2">
      {pages === null && (
        <p className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground" role="status">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Rendering PDF...
        </p>
      )}
      <div ref={container} className="flex flex-col gap-3" aria-label={label} role="group" />
      {pages !== null && pages > MAX_PAGES && (
        <p className="mt-2 text-center text-sm text-muted-foreground">
          Showing the first {MAX_PAGES} of {pages} pages. Download the file to see the rest.
        </p>
      )}
    </div>
  );
}

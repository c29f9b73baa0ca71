import { useEffect, useRef, useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { openPdf, pdfErrorMessage } from '../../lib/pdf';

// Pages compared at most, as the preview shows: enough to review an ad; longer documents are better downloaded.
const MAX_PAGES = 20;

type TPdfState = { doc: PDFDocumentProxy; pages: number } | { error: string } | null;

/** The PDF opened with pdf.js (loaded on demand, as the preview does); destroyed when the blob changes or the view goes. */
function usePdf(data: Blob): TPdfState {
  const [state, setState] = useState<TPdfState>(null);
  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    (async () => {
      opened = await openPdf(data);
      if (cancelled) return void opened.destroy();
      setState({ doc: opened, pages: opened.numPages });
    })().catch((error: Error) => {
      if (!cancelled) setState({ error: pdfErrorMessage(error) });
    });
    return () => {
      cancelled = true;
      void opened?.destroy();
      setState(null);
    };
  }, [data]);
  return state;
}

/** One page drawn onto a canvas at the width of its cell. */
function PdfPage({ doc, number, label }: { doc: PDFDocumentProxy; number: number; label: string }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    const target = holder.current;
    (async () => {
      const page = await doc.getPage(number);
      const base = page.getViewport({ scale: 1 });
      const scale = Math.min(2, (target?.clientWidth || 500) / base.width) * (window.devicePixelRatio || 1);
      const viewport = page.getViewport({ scale });
      const canvas = document.createElement('canvas');
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      canvas.className = 'block h-auto w-full rounded border bg-white shadow-sm';
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', label);
      await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
      if (!cancelled && target) target.replaceChildren(canvas);
    })().catch(() => {
      if (!cancelled && target) target.textContent = `Page ${number} could not be drawn.`;
    });
    return () => {
      cancelled = true;
    };
  }, [doc, number, label]);
  return <div ref={holder} className="min-h-24" />;
}

interface PdfCompareProps {
  a: { version: number; data: Blob; name: string };
  b: { version: number; data: Blob; name: string };
}

/**
 * Two versions of a PDF page beside page: each row holds page n of both, in one scrolling box, so the pages stay
 * level with each other whatever their heights. On a narrow screen each row stacks the two pages.
 */
export function PdfCompare({ a, b }: PdfCompareProps) {
  const docA = usePdf(a.data);
  const docB = usePdf(b.data);
  const states = [docA, docB];
  const failed = states.find((s) => s !== null && 'error' in s) as { error: string } | undefined;
  if (failed) return <p role="alert" className="rounded-lg border border-dashed p-6 text-center text-sm">The PDF could not be shown: {failed.error}</p>;
  if (!docA || !docB || 'error' in docA || 'error' in docB) {
    return (
      <p className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground" role="status">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Rendering PDF pages...
      </p>
    );
  }
  const pages = Math.max(docA.pages, docB.pages);
  const rows = Math.min(pages, MAX_PAGES);
  const sides = [
    { ...a, state: docA },
    { ...b, state: docB },
  ];
  return (
    <div className="space-y-2" data-testid="pdf-compare">
      <p className="text-xs text-muted-foreground">
        v{a.version}: {docA.pages} page{docA.pages === 1 ? '' : 's'} · v{b.version}: {docB.pages} page{docB.pages === 1 ? '' : 's'}
      </p>
      <div
        tabIndex={0}
        role="region"
        aria-label={`Pages of version ${a.version} and version ${b.version}, side by side`}
        className="max-h-[70vh] space-y-4 overflow-auto rounded-lg border bg-muted/40 p-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {Array.from({ length: rows }, (_, i) => i + 1).map((n) => (
          <div key={n} className="grid gap-2 sm:grid-cols-2">
            {sides.map((side) => (
              <div key={side.version} className="min-w-0 space-y-1">
                <p className="text-xs font-semibold text-muted-foreground">
                  v{side.version} · page {n}
                </p>
                {n <= side.state.pages ? (
                  <PdfPage doc={side.state.doc} number={n} label={`Version ${side.version}, ${side.name}, page ${n} of ${side.state.pages}`} />
                ) : (
                  <p className="rounded border border-dashed p-6 text-center text-sm text-muted-foreground">No page {n} in v{side.version}</p>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
      {pages > MAX_PAGES && <p className="text-center text-sm text-muted-foreground">Showing the first {MAX_PAGES} pages. Download the files to see the rest.</p>}
    </div>
  );
}

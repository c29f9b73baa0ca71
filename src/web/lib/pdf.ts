import type { PDFDocumentProxy } from 'pdfjs-dist';

/** Opens a PDF with pdf.js, loaded on demand so it stays out of the bundle until a PDF is shown. */
export async function openPdf(data: Blob): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist');
  const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({ data: new Uint8Array(await data.arrayBuffer()), isEvalSupported: false }).promise;
}

/** What to tell the reader when a PDF cannot be opened. */
export const pdfErrorMessage = (error: Error) => (error.name === 'PasswordException' ? 'The PDF is password-protected.' : error.message);

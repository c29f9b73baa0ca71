// Runs one Word conversion inside a worker thread started by sandbox.ts, with the worker's heap capped, so a
// document that needs unbounded memory or time stops this thread and never the server.
import { parentPort, workerData } from 'node:worker_threads';
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import type { TConversionRequest, TConversionReply } from './sandbox';

async function convert({ task, data }: TConversionRequest): Promise<string> {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  switch (task) {
    case 'docx_html':
      return (await mammoth.convertToHtml({ buffer })).value;
    case 'docx_text':
      return (await mammoth.extractRawText({ buffer })).value;
    case 'doc_body':
      return (await new WordExtractor().extract(buffer)).getBody();
    case 'doc_text': {
      const doc = await new WordExtractor().extract(buffer);
      return [doc.getHeaders({ includeFooters: false }), doc.getBody(), doc.getTextboxes(), doc.getFootnotes(), doc.getEndnotes(), doc.getFooters()]
        .map((part) => part.trim())
        .filter(Boolean)
        .join('\n\n');
    }
  }
}

const request = workerData as TConversionRequest;
let reply: TConversionReply;
try {
  const output = await convert(request);
  reply =
    Buffer.byteLength(output) > request.maxOutputBytes
      ? { ok: false, kind: 'too_large', message: `The converted document is larger than ${Math.round(request.maxOutputBytes / (1024 * 1024))} MB.` }
      : { ok: true, output };
} catch (error) {
  reply = { ok: false, kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}
parentPort!.postMessage(reply);

import { detectFormat } from './detect-format';
import { EXTRACTION_LIMITS, type TExtractionLimits } from './limits';
import { convertInSandbox } from './sandbox';
import { ExtractionFailure } from './types';
import { assertSafeZip } from './zip-guard';

export interface TDocumentPreview {
  contentType: 'text/html' | 'text/plain';
  /** HTML body content (DOCX) or plain text (DOC). */
  content: string;
}

/**
 * A Word document made viewable in the browser: DOCX to HTML, DOC to its body text. It passes the same
 * container limits as analysis and converts in a sandboxed worker, so no document can take the server
 * down through its preview. Throws ExtractionFailure when the document is refused.
 */
export async function convertWordForPreview(data: Buffer, limits: Partial<TExtractionLimits> = {}): Promise<TDocumentPreview> {
  const bounds = { ...EXTRACTION_LIMITS, ...limits };
  if (data.length > bounds.maxFileBytes) throw new ExtractionFailure('too_large', `The file is larger than ${bounds.maxFileBytes} bytes.`);
  const format = detectFormat(data, '', '')?.format;
  if (format === 'docx') {
    await assertSafeZip(data, bounds);
    return { contentType: 'text/html', content: await convertInSandbox('docx_html', data, bounds) };
  }
  if (format === 'doc') return { contentType: 'text/plain', content: await convertInSandbox('doc_body', data, bounds) };
  throw new ExtractionFailure('unsupported_type', 'The file is not a Word document.');
}

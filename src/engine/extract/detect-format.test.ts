import { describe, expect, it } from 'vitest';
import { docBytes, pdfFromPages } from '../../../test/fixtures/corpus/document-writers';
import { docxBytes, EXE_BYTES, PNG_BYTES } from '../../../test/fixtures/sample-files';
import { detectFormat } from './detect-format';

describe('detectFormat', () => {
  it('recognises each format by its bytes, whatever the name says', async () => {
    expect(detectFormat(pdfFromPages([['x']]), 'ad.docx', 'application/octet-stream')?.format).toBe('pdf');
    expect(detectFormat(await docxBytes(['x']), 'ad.pdf', 'application/pdf')?.format).toBe('docx');
    expect(detectFormat(docBytes(['x']), 'ad', '')?.format).toBe('doc');
    expect(detectFormat(PNG_BYTES, 'ad.jpg', 'image/jpeg')).toEqual({ format: 'image', mimeType: 'image/png' });
  });

  it('accepts text only when it says it is text and holds no binary', () => {
    expect(detectFormat(Buffer.from('Ad copy'), 'copy.txt', 'application/octet-stream')?.format).toBe('txt');
    expect(detectFormat(Buffer.from('Ad copy'), 'copy', 'text/plain; charset=utf-8')?.format).toBe('txt');
    expect(detectFormat(Buffer.from('Ad copy'), 'copy.bin', 'application/octet-stream')).toBeNull();
    expect(detectFormat(EXE_BYTES, 'virus.txt', 'text/plain')).toBeNull();
  });

  it('refuses a zip that is not a Word document', async () => {
    const { default: JSZip } = await import('jszip');
    const zip = new JSZip();
    zip.file('readme.md', 'hello');
    expect(detectFormat(await zip.generateAsync({ type: 'nodebuffer' }), 'ad.docx', '')).toBeNull();
  });
});

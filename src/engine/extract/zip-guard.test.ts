import { describe, expect, it } from 'vitest';
import { docxBytes } from '../../../test/fixtures/sample-files';
import type { ExtractionFailure } from './types';
import { assertSafeOfficeZip, readZipDirectory } from './zip-guard';

const LIMITS = { maxXmlBytes: 1024 * 1024, maxEntries: 100 };

async function bombDocx(xmlBytes: number): Promise<Buffer> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types/>');
  zip.file('word/document.xml', `<w:document>${' '.repeat(xmlBytes)}</w:document>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

function failureCode(data: Buffer): string | null {
  try {
    assertSafeOfficeZip(data, LIMITS);
    return null;
  } catch (error) {
    return (error as ExtractionFailure).code;
  }
}

describe('zip guard', () => {
  it('accepts a normal DOCX', async () => {
    const docx = await docxBytes(['Grand opening']);
    expect(readZipDirectory(docx, 100).map((e) => e.name)).toContain('word/document.xml');
    expect(failureCode(docx)).toBeNull();
  });

  it('calls bytes without a zip directory corrupt', () => {
    expect(failureCode(Buffer.alloc(10))).toBe('corrupt');
  });

  it('refuses a document that declares more than the cap', async () => {
    const bomb = await bombDocx(2 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(20_000);
    expect(failureCode(bomb)).toBe('zip_bomb');
  });

  it('refuses a bomb that lies about its size in the directory', async () => {
    const lying = Buffer.from(await bombDocx(2 * 1024 * 1024));
    // Rewrite every central-directory size field to claim 100 bytes.
    for (let i = 0; i < lying.length - 4; i++) if (lying.readUInt32LE(i) === 0x02014b50) lying.writeUInt32LE(100, i + 24);
    expect(readZipDirectory(lying, 100).every((e) => e.uncompressedSize === 100)).toBe(true);
    expect(failureCode(lying)).toBe('zip_bomb');
  });

  it('refuses archives with too many entries', async () => {
    const { default: JSZip } = await import('jszip');
    const zip = new JSZip();
    for (let i = 0; i < 150; i++) zip.file(`word/part${i}.xml`, '<x/>');
    expect(failureCode(await zip.generateAsync({ type: 'nodebuffer' }))).toBe('zip_bomb');
  });
});

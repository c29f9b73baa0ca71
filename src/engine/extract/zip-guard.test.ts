import { describe, expect, it, vi } from 'vitest';
import { docxBytes } from '../../../test/fixtures/sample-files';
import { docxBomb } from '../../../test/fixtures/zip-bombs';
import { EXTRACTION_LIMITS, type TContainerLimits } from './limits';
import type { ExtractionFailure } from './types';
import { assertSafeZip, readZipDirectory } from './zip-guard';

/** Bytes every inflate stream of the guard has put out: how much of a bomb was expanded before it was stopped. */
const inflated = vi.hoisted(() => ({ bytes: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  return {
    ...zlib,
    createInflateRaw: (options?: import('node:zlib').ZlibOptions) => zlib.createInflateRaw(options).on('data', (chunk: Buffer) => (inflated.bytes += chunk.length)),
  };
});

const LIMITS: TContainerLimits = { maxExpandedBytes: 1024 * 1024, maxZipEntries: 100, maxCompressionRatio: 100, ratioGraceBytes: 256 * 1024 };

async function bombDocx(xmlBytes: number): Promise<Buffer> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types/>');
  zip.file('word/document.xml', `<w:document>${' '.repeat(xmlBytes)}</w:document>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

async function failureOf(data: Buffer, limits: TContainerLimits = LIMITS): Promise<{ code: string; message: string } | null> {
  try {
    await assertSafeZip(data, limits);
    return null;
  } catch (error) {
    return { code: (error as ExtractionFailure).code, message: (error as ExtractionFailure).message };
  }
}
const failureCode = async (data: Buffer, limits?: TContainerLimits) => (await failureOf(data, limits))?.code ?? null;

describe('zip guard', () => {
  it('accepts a normal DOCX', async () => {
    const docx = await docxBytes(['Grand opening']);
    expect(readZipDirectory(docx, 100).map((e) => e.name)).toContain('word/document.xml');
    expect(await failureCode(docx)).toBeNull();
    expect(await failureCode(docx, EXTRACTION_LIMITS)).toBeNull();
  });

  it('calls bytes without a zip directory corrupt', async () => {
    expect(await failureCode(Buffer.alloc(10))).toBe('corrupt');
  });

  it('refuses a document that declares more than the cap', async () => {
    const bomb = await bombDocx(2 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(20_000);
    expect(await failureCode(bomb)).toBe('zip_bomb');
  });

  it('refuses a bomb that lies about its size in the directory', async () => {
    const lying = Buffer.from(await bombDocx(2 * 1024 * 1024));
    // Rewrite every central-directory size field to claim 100 bytes.
    for (let i = 0; i < lying.length - 4; i++) if (lying.readUInt32LE(i) === 0x02014b50) lying.writeUInt32LE(100, i + 24);
    expect(readZipDirectory(lying, 100).every((e) => e.uncompressedSize === 100)).toBe(true);
    expect(await failureCode(lying)).toBe('zip_bomb');
  });

  it('refuses an entry that expands more than the ratio allows, even under the total cap', async () => {
    const dense = await bombDocx(600 * 1024);
    expect(await failureCode(dense, { ...LIMITS, maxExpandedBytes: 10 * 1024 * 1024 })).toBe('zip_bomb');
    expect((await failureOf(dense, { ...LIMITS, maxExpandedBytes: 10 * 1024 * 1024 }))?.message).toMatch(/expands more than 100 times/);
    expect(await failureCode(dense, { ...LIMITS, maxExpandedBytes: 10 * 1024 * 1024, ratioGraceBytes: 1024 * 1024 })).toBeNull();
  });

  it('stops 2 GB bombs, honest or lying about their size, at the cap and without holding what they expand to', async () => {
    for (const lieAboutSize of [false, true]) {
      const bomb = docxBomb(2 * 1024 ** 3, { lieAboutSize });
      expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
      const before = process.memoryUsage().rss;
      inflated.bytes = 0;
      expect(await failureCode(bomb, EXTRACTION_LIMITS)).toBe('zip_bomb');
      // An honest bomb is refused by its declared size before inflating; a lying one is inflated only to the cap and a chunk.
      if (lieAboutSize) expect(inflated.bytes).toBeLessThanOrEqual(EXTRACTION_LIMITS.maxExpandedBytes + 2 * 256 * 1024);
      else expect(inflated.bytes).toBe(0);
      expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    }
  });

  it('refuses archives with too many entries, counting directory records past what the end record claims', async () => {
    const { default: JSZip } = await import('jszip');
    const zip = new JSZip();
    for (let i = 0; i < 150; i++) zip.file(`word/part${i}.xml`, '<x/>');
    const many = await zip.generateAsync({ type: 'nodebuffer' });
    expect(await failureCode(many)).toBe('zip_bomb');
    // The end record says 2 entries; the directory holds 150.
    const understated = Buffer.from(many);
    const eocd = understated.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    understated.writeUInt16LE(2, eocd + 8);
    understated.writeUInt16LE(2, eocd + 10);
    expect(await failureCode(understated)).toBe('zip_bomb');
  });
});

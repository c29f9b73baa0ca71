import { createInflateRaw } from 'node:zlib';
import type { TContainerLimits } from './limits';
import { ExtractionFailure } from './types';

interface TZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_MARKER = 0xffffffff;

/** The central directory of a zip archive; throws `corrupt` when there is none. */
export function readZipDirectory(data: Buffer, maxEntries: number): TZipEntry[] {
  const searchFrom = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= searchFrom; i--) {
    if (data.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ExtractionFailure('corrupt', 'The file is not a complete zip archive.');
  const count = data.readUInt16LE(eocd + 10);
  const directoryOffset = data.readUInt32LE(eocd + 16);
  if (count > maxEntries) throw new ExtractionFailure('zip_bomb', `The archive has ${count} entries (limit ${maxEntries}).`);
  const entries: TZipEntry[] = [];
  let at = directoryOffset;
  if (count > 0 && (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL_SIGNATURE)) {
    throw new ExtractionFailure('corrupt', 'The zip directory is damaged.');
  }
  // Every directory record is read, not just the count the end record claims: zip readers (JSZip, so
  // mammoth) read on while the records continue, and a part this guard did not see must not be opened.
  while (at + 46 <= data.length && data.readUInt32LE(at) === CENTRAL_SIGNATURE) {
    if (entries.length >= maxEntries) throw new ExtractionFailure('zip_bomb', `The archive has more than ${maxEntries} entries.`);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    entries.push({
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      uncompressedSize: data.readUInt32LE(at + 24),
      localHeaderOffset: data.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (entries.length < count) throw new ExtractionFailure('corrupt', 'The zip directory is damaged.');
  return entries;
}

const bomb = (detail: string) => new ExtractionFailure('zip_bomb', `The document expands to more than the allowed size (${detail}).`);

/**
 * Refuses a zip container (DOCX) that would expand past the limits before anything parses it: too many
 * entries, more than `maxExpandedBytes` in all, or one entry expanding more than `maxCompressionRatio`
 * times. Declared sizes are checked first, then every entry is actually inflated, counting bytes and
 * keeping none, because a hostile archive can lie about its sizes. Inflating runs on zlib's thread pool
 * in small chunks, so the event loop keeps serving while a bomb is measured and stopped at the cap.
 */
export async function assertSafeZip(data: Buffer, limits: TContainerLimits): Promise<void> {
  const entries = readZipDirectory(data, limits.maxZipEntries);
  if (entries.some((e) => e.uncompressedSize === ZIP64_MARKER || e.compressedSize === ZIP64_MARKER)) throw bomb('zip64 entries');
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > limits.maxExpandedBytes) throw bomb(`${declared} bytes declared, limit ${limits.maxExpandedBytes}`);
  let budget = limits.maxExpandedBytes;
  for (const entry of entries) {
    const start = localDataStart(data, entry);
    if (start + entry.compressedSize > data.length) throw new ExtractionFailure('corrupt', `The zip entry ${entry.name} is cut short.`);
    const compressed = data.subarray(start, start + entry.compressedSize);
    const ratioCap = Math.max(limits.ratioGraceBytes, compressed.length * limits.maxCompressionRatio);
    let size: number;
    if (entry.method === 0) size = compressed.length;
    else if (entry.method === 8) size = await inflatedSize(compressed, Math.min(budget, ratioCap), entry.name);
    else throw new ExtractionFailure('corrupt', `Unsupported zip compression method ${entry.method}.`);
    if (size > ratioCap) throw bomb(`${entry.name} expands more than ${limits.maxCompressionRatio} times`);
    budget -= size;
    if (budget < 0) throw bomb(`more than ${limits.maxExpandedBytes} bytes`);
  }
}

/** Bytes a raw deflate stream inflates to, counted up to `cap` + 1 (then it stops): no output is kept. */
function inflatedSize(compressed: Buffer, cap: number, name: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: 256 * 1024 });
    let size = 0;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) {
        settle(() => resolve(size));
        inflate.destroy();
      }
    });
    inflate.on('end', () => settle(() => resolve(size)));
    inflate.on('error', () => settle(() => reject(new ExtractionFailure('corrupt', `A part of the document is damaged (${name}).`))));
    inflate.end(compressed);
  });
}

function localDataStart(data: Buffer, entry: TZipEntry): number {
  const at = entry.localHeaderOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_SIGNATURE) {
    throw new ExtractionFailure('corrupt', `The zip entry ${entry.name} is damaged.`);
  }
  return at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
}

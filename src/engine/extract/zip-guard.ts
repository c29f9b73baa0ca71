import { inflateRawSync } from 'node:zlib';
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
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      throw new ExtractionFailure('corrupt', 'The zip directory is damaged.');
    }
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
  return entries;
}

/**
 * Refuses archives that would expand past `maxXmlBytes`: declared sizes are summed first, then
 * every XML part is actually inflated with a hard output cap, because a hostile archive can lie
 * about its sizes. Only XML parts are inflated: they are all a text extractor reads.
 */
export function assertSafeOfficeZip(data: Buffer, limits: { maxXmlBytes: number; maxEntries: number }): void {
  const entries = readZipDirectory(data, limits.maxEntries);
  const xmlParts = entries.filter((e) => /\.(?:xml|rels)$/i.test(e.name));
  const declared = xmlParts.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > limits.maxXmlBytes || entries.some((e) => e.uncompressedSize === ZIP64_MARKER || e.compressedSize === ZIP64_MARKER)) {
    throw new ExtractionFailure('zip_bomb', 'The document expands to more than the allowed size.');
  }
  let budget = limits.maxXmlBytes;
  for (const entry of xmlParts) {
    const start = localDataStart(data, entry);
    const compressed = data.subarray(start, start + entry.compressedSize);
    let size: number;
    if (entry.method === 0) size = compressed.length;
    else if (entry.method === 8) {
      try {
        size = inflateRawSync(compressed, { maxOutputLength: budget + 1 }).length;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
          throw new ExtractionFailure('zip_bomb', 'The document expands to more than the allowed size.');
        }
        throw new ExtractionFailure('corrupt', `A part of the document is damaged (${entry.name}).`);
      }
    } else throw new ExtractionFailure('corrupt', `Unsupported zip compression method ${entry.method}.`);
    budget -= size;
    if (budget < 0) throw new ExtractionFailure('zip_bomb', 'The document expands to more than the allowed size.');
  }
}

function localDataStart(data: Buffer, entry: TZipEntry): number {
  const at = entry.localHeaderOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_SIGNATURE) {
    throw new ExtractionFailure('corrupt', `The zip entry ${entry.name} is damaged.`);
  }
  return at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
}

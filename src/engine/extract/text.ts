import { ExtractionFailure } from './types';

/** Reads a text file as UTF-8 or UTF-16 (by byte-order mark), falling back to Windows-1252. */
function decodeText(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data.subarray(2));
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    // Older Windows tools still save ad copy as Windows-1252.
    return new TextDecoder('windows-1252').decode(data);
  }
}

export function extractPlainText(data: Buffer): string {
  const text = decodeText(data);
  if (text.includes('\uFFFD\uFFFD\uFFFD')) throw new ExtractionFailure('corrupt', 'The text file is not readable text.');
  return text;
}

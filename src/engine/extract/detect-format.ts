import { readZipDirectory } from './zip-guard';

export type TFileFormat = 'pdf' | 'docx' | 'doc' | 'txt' | 'image';

export interface TDetectedFormat {
  format: TFileFormat;
  /** The MIME type the content shows, whatever the name or the sender claimed. */
  mimeType: string;
}

const startsWith = (data: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b);

/**
 * Decides how to read a file from its bytes. Plain text has no signature, so it is accepted only
 * when the name or the declared type says text and the bytes hold no binary control characters.
 */
export function detectFormat(data: Buffer, fileName: string, declaredMimeType: string): TDetectedFormat | null {
  if (data.subarray(0, 1024).includes('%PDF-')) return { format: 'pdf', mimeType: 'application/pdf' };
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47])) return { format: 'image', mimeType: 'image/png' };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { format: 'image', mimeType: 'image/jpeg' };
  if (data.subarray(0, 6).toString('latin1').match(/^GIF8[79]a$/)) return { format: 'image', mimeType: 'image/gif' };
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') {
    return { format: 'image', mimeType: 'image/webp' };
  }
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    try {
      const names = readZipDirectory(data, Number.MAX_SAFE_INTEGER).map((e) => e.name);
      if (names.includes('word/document.xml')) {
        return { format: 'docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
      }
    } catch {
      return null;
    }
    return null;
  }
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { format: 'doc', mimeType: 'application/msword' };
  const saysText = /\.(?:txt|text)$/i.test(fileName) || declaredMimeType.startsWith('text/plain');
  if (saysText && !hasBinaryBytes(data)) return { format: 'txt', mimeType: 'text/plain' };
  return null;
}

// Bytes Windows-1252 leaves undefined: text that is not UTF-8 and holds them is not text at all.
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

function hasBinaryBytes(data: Buffer): boolean {
  const sample = data.subarray(0, 64 * 1024);
  // UTF-16 text is full of zero bytes but announces itself with a byte-order mark.
  if (startsWith(sample, [0xff, 0xfe]) || startsWith(sample, [0xfe, 0xff])) return false;
  if (sample.some((b) => b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b))) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return false;
  } catch {
    return sample.some((b) => UNDEFINED_IN_1252.has(b));
  }
}

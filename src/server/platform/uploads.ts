import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_FILE_BYTES, type TAllowedMimeType } from '../../domain/submissions';
import { AppError } from './errors';

export interface InspectedFile {
  originalFilename: string;
  data: Buffer;
  size: number;
  sha256: string;
  /** Judged from the bytes; null when the content is not an allowed type. */
  mimeType: TAllowedMimeType | null;
  extension: string | null;
  problem: string | null;
  problemKind: 'empty' | 'too_large' | 'unsupported' | null;
}

const BY_DETECTED_TYPE: Record<string, { mime: TAllowedMimeType; ext: string }> = {
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  gif: { mime: 'image/gif', ext: 'gif' },
  webp: { mime: 'image/webp', ext: 'webp' },
  pdf: { mime: 'application/pdf', ext: 'pdf' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
};

// A Word 97-2003 file is an OLE compound file holding a stream named "WordDocument" (UTF-16LE).
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

const ALLOWED_DESCRIPTION = 'images (JPEG, PNG, GIF, WebP), PDF, Word (DOC, DOCX) or plain text';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

function isUtf8Text(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** The longest original file name kept; names are labels, so a longer one is refused rather than cut. */
export const MAX_FILENAME_LENGTH = 255;

// Characters that change how a name reads without being seen: format characters (Cf: the bidirectional
// embeddings, overrides and isolates U+202A-U+202E and U+2066-U+2069, the marks U+200E/U+200F, zero-width
// U+200B-U+200D, U+2060, the byte-order mark U+FEFF, soft hyphen...), line and paragraph separators and
// C1 controls. "invoice\u202Efdp.exe" would show as "invoiceexe.pdf".
const HIDDEN_CHARACTERS = /[\p{Cf}\p{Zl}\p{Zp}\u0080-\u009f]/gu;

/**
 * Removes invisible and direction-changing characters from a received file name. They are removed, not
 * refused: marks like U+200F and U+200C occur in names typed in right-to-left and Persian scripts, and
 * email intake cannot refuse a name at all. Every intake path (web form, re-upload, email) calls this.
 */
export function stripHiddenCharacters(name: string): string {
  return name.replace(HIDDEN_CHARACTERS, '');
}

/**
 * A file name as sent by a client, checked: it is kept only as a label (storage names are generated),
 * but a name carrying a path or control characters is refused so it can never be mistaken for one, and
 * invisible or direction-changing characters are removed so it reads as what it is.
 */
export function checkOriginalFilename(name: string | undefined): string {
  const trimmed = stripHiddenCharacters(name ?? '').trim();
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) throw new AppError('BAD_REQUEST', 'File names must not contain control characters');
  if (!trimmed) throw new AppError('BAD_REQUEST', 'Every file needs a name');
  if (trimmed.length > MAX_FILENAME_LENGTH) {
    throw new AppError('BAD_REQUEST', `File name is too long (at most ${MAX_FILENAME_LENGTH} characters): ${trimmed.slice(0, 40)}...`);
  }
  if (/[/\\]/.test(trimmed) || trimmed === '.' || trimmed === '..') {
    throw new AppError('BAD_REQUEST', `File names must not contain a path: "${trimmed}"`);
  }
  return trimmed;
}

/** Judge an uploaded file by its content, not its name or the MIME type the client claimed. */
export async function inspectFile(originalFilename: string, data: Buffer): Promise<InspectedFile> {
  const base = {
    originalFilename,
    data,
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
  const refused = (problemKind: 'empty' | 'too_large' | 'unsupported', problem: string): InspectedFile => ({
    ...base,
    mimeType: null,
    extension: null,
    problem,
    problemKind,
  });
  if (data.length === 0) return refused('empty', `"${originalFilename}" is empty`);
  if (data.length > MAX_FILE_BYTES) return refused('too_large', `"${originalFilename}" is larger than the 10 MB limit`);
  const accepted = (mimeType: TAllowedMimeType, extension: string): InspectedFile => ({
    ...base,
    mimeType,
    extension,
    problem: null,
    problemKind: null,
  });
  const detected = await fileTypeFromBuffer(data);
  const known = detected ? BY_DETECTED_TYPE[detected.ext] : undefined;
  if (known) return accepted(known.mime, known.ext);
  if (detected?.ext === 'cfb' && data.includes(WORD_STREAM_NAME)) return accepted('application/msword', 'doc');
  if (!detected && extensionOf(originalFilename) === 'txt' && isUtf8Text(data)) return accepted('text/plain', 'txt');
  const what = detected ? `${detected.mime} content` : 'content of an unknown type';
  return refused('unsupported', `"${originalFilename}" is not an allowed file: it has ${what}. Allowed are ${ALLOWED_DESCRIPTION}.`);
}

const STATUS_FOR_PROBLEM = { empty: 'BAD_REQUEST', too_large: 'PAYLOAD_TOO_LARGE', unsupported: 'UNSUPPORTED_MEDIA_TYPE' } as const;

/** Refuse the whole request when any file is not acceptable, naming the file, before anything is written. */
export function assertAllFilesAcceptable(files: InspectedFile[]): void {
  const bad = files.find((f) => f.problemKind);
  if (bad) throw new AppError(STATUS_FOR_PROBLEM[bad.problemKind!], bad.problem!);
}

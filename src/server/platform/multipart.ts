import type { FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES, MAX_FILES_PER_SUBMISSION } from '../../domain/submissions';
import { AppError } from './errors';
import { checkOriginalFilename } from './uploads';

export const MULTIPART_LIMITS = {
  fileSize: MAX_FILE_BYTES,
  files: MAX_FILES_PER_SUBMISSION,
  fields: 30,
  fieldSize: 64 * 1024,
  parts: MAX_FILES_PER_SUBMISSION + 30,
};

export interface MultipartUpload {
  fields: Record<string, string>;
  files: { originalFilename: string; data: Buffer }[];
}

function codeOf(error: unknown): string | undefined {
  return (error as { code?: string }).code;
}

function isMalformedForm(error: unknown): boolean {
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && /unexpected end of multipart data|boundary not found/i.test(message);
}

/**
 * Read a multipart form into memory (files are at most 10 MB each, 20 at most), turning the parser's
 * limit errors into clear messages that name the file.
 */
export async function readMultipart(req: FastifyRequest, fileFields: string[]): Promise<MultipartUpload> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data');
  const upload: MultipartUpload = { fields: {}, files: [] };
  let current = '';
  try {
    // preservePath: see the name as sent, so a name carrying a path is refused rather than silently cut.
    for await (const part of req.parts({ limits: MULTIPART_LIMITS, preservePath: true })) {
      if (part.type === 'file') {
        current = part.filename;
        if (!fileFields.includes(part.fieldname)) {
          await part.toBuffer();
          throw new AppError('BAD_REQUEST', `Unexpected file field "${part.fieldname}"`);
        }
        // Browsers send a '"' in a file name as %22 (HTML form encoding); restore it.
        const originalFilename = checkOriginalFilename(part.filename.replace(/%22/g, '"'));
        upload.files.push({ originalFilename, data: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    switch (codeOf(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new AppError('PAYLOAD_TOO_LARGE', `"${current}" is larger than the 10 MB limit`);
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
        throw new AppError('PAYLOAD_TOO_LARGE', `At most ${MAX_FILES_PER_SUBMISSION} files can be sent at once`);
      case 'FST_FIELDS_LIMIT':
        throw new AppError('PAYLOAD_TOO_LARGE', 'Too many form fields');
      case 'FST_PROTO_VIOLATION':
        throw new AppError('BAD_REQUEST', 'Invalid form field name');
      case 'FST_MP_PREMATURE_CLOSE':
        throw new AppError('BAD_REQUEST', 'The upload was interrupted before it finished');
      default:
        // The form parser reports a truncated or garbled body with plain, code-less errors.
        if (isMalformedForm(error)) throw new AppError('BAD_REQUEST', 'The form is incomplete or malformed');
        throw error;
    }
  }
  return upload;
}

/**
 * The files feature as other features may use it: where a stored file's preview is kept, a stored attachment's
 * bytes, and the Content-Disposition of a file sent for download.
 */
export { contentDisposition, previewKeyFor, readAttachment } from './files.service';

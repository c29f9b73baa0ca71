/** The files feature as other features may use it: where a stored file's preview is kept. */
export { previewKeyFor } from './files.service';

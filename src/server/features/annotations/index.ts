/** The annotations feature as other features may use it: the submitter's open comments for the revision-request email, and every comment for the report. */
export { listAllAnnotations, submitterAnnotationLines } from './annotations.service';

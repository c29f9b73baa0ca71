/** The escalations feature as other features may use it: the legal approval a reviewer gives from the review screen. */
export { approveLegalReview } from './escalations.service';

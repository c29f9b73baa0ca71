/**
 * The submissions feature as other features may use it: taking in creative, the workflow's moves, reading
 * and locking a submission its actor may see (and its whole detail), the reference a revision-request reply quotes, who sees which submissions, the stage events the turnaround report reads, and the row types of its tables.
 */
export { removeStoredFiles, takeInCreative, type IncomingFile } from './intake';
export { moveSubmission, moveTrack } from './transitions';
export { getSubmissionDetail, hasAnalysis, loadSubmissionSummary, loadVisibleSubmission, lockSubmission, visibilityFilter } from './submissions.service';
export { issueReplyReference, submissionForReplyReference } from './reply-references';
export { talliedBreakdown } from './submission-tallies';
export { toViolation, type AttachmentRow, type SubmissionRow, type TrackRow } from './submissions.mapper';
export { fillStageDurations, recordFirstAction, recordStageEvent, type StageEventInput } from './stage-events';
export { dueAtForNewTrack, readDueRules, recomputeOpenDueTimes, refreshDueTimes, saveDueRules } from './due-times';

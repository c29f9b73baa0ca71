import { FileWarning, Gavel, Globe } from 'lucide-react';
import { TRACK_LABELS } from '../../domain/review';
import type { TSubmission } from '../../domain/submissions';
import { humanizeIdentifier } from '../lib/format';
import { TONE_CLASSES } from './submission-status-badge';
import { Badge } from './ui/badge';

export function hasInvalidAttachments(submission: Pick<TSubmission, 'status' | 'hasValidAttachments'>): boolean {
  return submission.status === 'invalid_attachments' || !submission.hasValidAttachments;
}

/** Badges of a submission: attachments, landing page disclosure, one per escalation track, overrides. */
export function SubmissionBadges({ submission }: { submission: TSubmission }) {
  const landing = submission.landingPageAnalysis;
  const badges = [
    hasInvalidAttachments(submission) && (
      <Badge key="invalid" className={TONE_CLASSES.orange}>
        <FileWarning aria-hidden="true" />
        Invalid Attachments
      </Badge>
    ),
    landing && (
      <Badge key="landing" className={landing.disclosureFound ? TONE_CLASSES.green : TONE_CLASSES.red}>
        <Globe aria-hidden="true" />
        {landing.disclosureFound ? 'Disclosure Found' : 'Missing Disclosure'}
      </Badge>
    ),
    ...submission.escalationTracks.flatMap((track) => [
      <Badge key={track.id} variant="outline" title={`${TRACK_LABELS[track.trackType]} Review: ${humanizeIdentifier(track.status)}`}>
        <Gavel aria-hidden="true" />
        {TRACK_LABELS[track.trackType]}
      </Badge>,
      track.isOverridden && (
        <Badge key={`${track.id}-overridden`} className={TONE_CLASSES.violet}>
          Overridden
        </Badge>
      ),
    ]),
  ].filter(Boolean);

  if (badges.length === 0) return null;
  return <div className="flex flex-wrap gap-1.5">{badges}</div>;
}

import { SENSITIVE_SUBJECT_LABELS, SENSITIVE_SUBJECT_TYPE_PREFIX } from './analysis';

/** 'missing_disclaimer' reads 'Missing Disclaimer'. */
export function humanizeIdentifier(value: string): string {
  return value
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Types whose words alone would not say what the finding is. */
const FINDING_NAMES: Readonly<Record<string, string>> = {
  resembles_violations_review: 'Reads Like a Violation',
};

/** A finding's name from its type: 'missing_disclaimer' reads 'Missing Disclaimer', a sensitive-subject item 'Sensitive Subject: Hemp and THC'. */
export function findingName(violationType: string): string {
  const named = FINDING_NAMES[violationType];
  if (named) return named;
  if (violationType.startsWith(SENSITIVE_SUBJECT_TYPE_PREFIX)) {
    const label: string | undefined = (SENSITIVE_SUBJECT_LABELS as Record<string, string>)[violationType.slice(SENSITIVE_SUBJECT_TYPE_PREFIX.length)];
    if (label) return `Sensitive Subject: ${label.charAt(0).toUpperCase()}${label.slice(1)}`;
  }
  return humanizeIdentifier(violationType);
}

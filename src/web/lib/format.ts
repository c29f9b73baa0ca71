import { format, isValid, parseISO } from 'date-fns';

/** Audit timestamps as the spec shows them, e.g. 'Mar 4, 2025 2:05:09 PM'. */
export function formatTimestamp(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'MMM d, yyyy h:mm:ss a') : iso;
}

export function humanizeIdentifier(value: string): string {
  return value
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

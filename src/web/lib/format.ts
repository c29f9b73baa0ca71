import { format, isValid, parseISO } from 'date-fns';
export { findingName, humanizeIdentifier } from '../../domain/finding-name';

/** Audit timestamps as the spec shows them, e.g. 'Mar 4, 2025 2:05:09 PM'. */
export function formatTimestamp(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'MMM d, yyyy h:mm:ss a') : iso;
}

/** 'MMM d, yyyy', e.g. 'Mar 4, 2025'. */
export function formatDate(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'MMM d, yyyy') : iso;
}

/** 'MMM d, yyyy h:mm a', e.g. 'Mar 4, 2025 2:05 PM'. */
export function formatDateTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'MMM d, yyyy h:mm a') : iso;
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** A file size in the largest fitting unit of Bytes, KB, MB or GB, e.g. '1.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${exponent === 0 ? value : Number.parseFloat(value.toFixed(2))} ${SIZE_UNITS[exponent]}`;
}

/** KB with one decimal, as the review screen shows attachment sizes. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** MB with two decimals, as the creative re-upload lists chosen files. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** A span of time as people read it: seconds under a minute, minutes under an hour, hours under two days, then days. */
export function formatElapsed(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const hours = seconds / 3600;
  if (hours < 1) return `${Math.round(seconds / 60)} min`;
  if (hours < 48) return `${hours.toFixed(1)} h`;
  return `${(hours / 24).toFixed(1)} d`;
}

import { isApiError } from './api';

/** The spec's wording first, then the server's own reason when it gave one (e.g. 'already approved'). */
export function failureDescription(wording: string, error: unknown): string {
  return isApiError(error) && error.status > 0 && error.message ? `${wording} ${error.message}` : wording;
}

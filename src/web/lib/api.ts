import type { TFailure, TSuccess } from '../../domain/api';

type TFieldErrors = Record<string, string[]>;

/** A failed API call: HTTP status, the server's error code and its message, meant to be shown as is. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: TFieldErrors | undefined;

  constructor(init: { status: number; code: string; message: string; fieldErrors?: TFieldErrors }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The same failure worded the way a screen reports it; status and code stay for handlers such as the 401 one. */
export function withMessage(error: unknown, message: string): ApiError {
  return isApiError(error)
    ? new ApiError({ status: error.status, code: error.code, message, fieldErrors: error.fieldErrors })
    : new ApiError({ status: 0, code: 'UNKNOWN_ERROR', message });
}

async function readEnvelope(response: Response): Promise<TSuccess<unknown> | TFailure | null> {
  try {
    return (await response.json()) as TSuccess<unknown> | TFailure;
  } catch {
    return null;
  }
}

const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Check your connection and try again.';

/** The error of a reply that is not a success envelope: the server's own words when it sent an envelope. */
export function envelopeError(status: number, statusText: string, envelope: unknown): ApiError {
  const failure = envelope as Partial<TFailure> | null;
  if (failure?.success === false && typeof failure.error === 'string') {
    return new ApiError({ status, code: failure.code ?? 'HTTP_ERROR', message: failure.error, fieldErrors: failure.fieldErrors });
  }
  const ok = status >= 200 && status < 300;
  return new ApiError({
    status,
    code: ok ? 'INVALID_RESPONSE' : 'HTTP_ERROR',
    message: ok ? 'Unexpected response from the server.' : `${status}: ${statusText || 'Request failed'}`,
  });
}

/** The call never reached the server (offline, refused connection), as opposed to a refusal by the server. */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.code === 'NETWORK_ERROR';
}

export function networkError(): ApiError {
  return new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
}

type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest<T>(method: THttpMethod, path: string, body?: unknown): Promise<TSuccess<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw networkError();
  }

  const envelope = await readEnvelope(response);
  if (response.ok && envelope?.success === true) return envelope as TSuccess<T>;
  throw envelopeError(response.status, response.statusText, envelope);
}

export function apiGet<T>(path: string): Promise<TSuccess<T>> {
  return apiRequest<T>('GET', path);
}

export function apiPost<T>(path: string, body?: unknown): Promise<TSuccess<T>> {
  return apiRequest<T>('POST', path, body);
}

export function apiPatch<T>(path: string, body?: unknown): Promise<TSuccess<T>> {
  return apiRequest<T>('PATCH', path, body);
}

export function apiPut<T>(path: string, body?: unknown): Promise<TSuccess<T>> {
  return apiRequest<T>('PUT', path, body);
}

/** A body is sent only where the API asks for one, e.g. the reason a policy is removed. */
export function apiDelete<T>(path: string, body?: unknown): Promise<TSuccess<T>> {
  return apiRequest<T>('DELETE', path, body);
}

export interface TFileReply {
  blob: Blob;
  contentType: string;
  /** The name the server's Content-Disposition gives the file, when it gives one. */
  filename: string | null;
}

function dispositionFilename(header: string | null): string | null {
  const exact = header?.match(/filename\*=UTF-8''([^;]+)/i);
  if (exact) {
    try {
      return decodeURIComponent(exact[1]);
    } catch {
      // Fall back to the plain name.
    }
  }
  return header?.match(/filename="([^"]*)"/i)?.[1] ?? null;
}

/** A file the API serves as is (download, preview); failures still arrive as JSON envelopes. */
export async function apiGetFile(path: string): Promise<TFileReply> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw envelopeError(response.status, response.statusText, await readEnvelope(response));
  const blob = await response.blob();
  return { blob, contentType: response.headers.get('content-type') ?? blob.type, filename: dispositionFilename(response.headers.get('content-disposition')) };
}

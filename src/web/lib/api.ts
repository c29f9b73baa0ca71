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
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Unable to reach the server. Check your connection and try again.',
    });
  }

  const envelope = await readEnvelope(response);
  if (response.ok && envelope?.success === true) return envelope as TSuccess<T>;
  if (envelope?.success === false) {
    throw new ApiError({
      status: response.status,
      code: envelope.code,
      message: envelope.error,
      fieldErrors: envelope.fieldErrors,
    });
  }
  throw new ApiError({
    status: response.status,
    code: response.ok ? 'INVALID_RESPONSE' : 'HTTP_ERROR',
    message: response.ok ? 'Unexpected response from the server.' : `${response.status}: ${response.statusText || 'Request failed'}`,
  });
}

export function apiGet<T>(path: string): Promise<TSuccess<T>> {
  return apiRequest<T>('GET', path);
}

export function apiPost<T>(path: string, body?: unknown): Promise<TSuccess<T>> {
  return apiRequest<T>('POST', path, body);
}

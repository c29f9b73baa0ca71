import type { TSuccess } from '../../domain/api';
import { envelopeError, networkError } from './api';

export interface TUploadOptions {
  /** Called with 0 to 100 as the request body goes out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * POST a multipart form. XMLHttpRequest rather than fetch because only it reports upload progress;
 * the reply is read as the same envelope, and failures become the same ApiError, as every other call.
 */
export function uploadForm<T>(path: string, form: FormData, { onProgress, signal }: TUploadOptions = {}): Promise<TSuccess<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      };
    }
    xhr.onload = () => {
      const envelope = parseJson(xhr.responseText) as TSuccess<T> | null;
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.success === true) resolve(envelope);
      else reject(envelopeError(xhr.status, xhr.statusText, envelope));
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

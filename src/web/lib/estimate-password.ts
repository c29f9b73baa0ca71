import type { TPasswordEstimate } from './password-strength';

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (estimate: TPasswordEstimate) => void>();

function estimator(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./password-strength.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<{ id: number; estimate: TPasswordEstimate }>) => {
      waiting.get(event.data.id)?.(event.data.estimate);
      waiting.delete(event.data.id);
    });
  }
  return worker;
}

/**
 * zxcvbn's estimate of a password, computed in a worker started on first use, so its 1.5 MB of dictionaries are
 * fetched only when a password is typed and never block the page.
 */
export function estimatePassword(password: string, userInputs: string[]): Promise<TPasswordEstimate> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    estimator().postMessage({ id, password, userInputs });
  });
}

import { estimatePassword } from './password-strength';

// Builds zxcvbn's ranked dictionaries and scores passwords off the main thread: on a slow or busy machine that
// first build takes seconds, and typing, clicks and form checks must not wait for it.
const scope = self as unknown as Worker;

scope.addEventListener('message', (event: MessageEvent<{ id: number; password: string; userInputs: string[] }>) => {
  const { id, password, userInputs } = event.data;
  scope.postMessage({ id, estimate: estimatePassword(password, userInputs) });
});

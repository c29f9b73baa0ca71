// Starts a worker written in TypeScript when the server runs from source (tsx, vitest): the worker thread
// gets tsx's loader, then the real entry. The built server starts its bundled JavaScript worker directly.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);

// Starts the TypeScript worker entry given in workerData from sources (tests, `npm run dev`):
// a worker thread does not inherit the TypeScript loader of the thread that started it.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);

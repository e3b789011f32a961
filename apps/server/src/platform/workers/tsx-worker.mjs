// The entry of every worker thread of a WorkerPool (worker-pool.ts). Plain JavaScript, so that
// Node loads it as is: it registers tsx's loader in this thread, then imports the TypeScript
// task module named in workerData. Workers are started without the parent's execArgv, so this
// is the only tsx registration whether the server runs under `tsx` (npm start, dev) or under
// vitest (which transforms TypeScript itself and gives workers no loader).
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const task = await import(workerData.taskModule);

export default task.default;

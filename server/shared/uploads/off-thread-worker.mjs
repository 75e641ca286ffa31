// The entry of OffThread's worker thread (off-thread.ts). Node starts a worker from a JavaScript
// file and without the TypeScript loader the server runs under (`tsx` registers its hooks for the
// main thread only), so this file registers them, then loads the TypeScript side.
import { setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

// On Linux each thread has a niceness of its own (0 names the calling thread): this one yields
// the CPU to the event loop's thread, from its start on, so reading a file slows no request.
if (process.platform === 'linux') setPriority(0, 10);
register();
await import('./off-thread-runner.ts');

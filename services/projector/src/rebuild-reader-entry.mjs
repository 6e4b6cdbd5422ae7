// A worker thread does not inherit tsx's hooks from `node --import tsx`: register them, then run the TypeScript.
import { createRequire } from 'node:module';
import { register } from 'tsx/esm/api';

register();
createRequire(import.meta.url)('tsx/cjs');
await import('./rebuild-reader-thread.ts');

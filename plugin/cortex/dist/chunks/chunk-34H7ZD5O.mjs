import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

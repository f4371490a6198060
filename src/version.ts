/**
 * The version of cortex: defined at build time (scripts/build.mjs), `0.0.0-dev` when run from
 * source. A module of its own so that any face can print it without importing the CLI's entry.
 */
declare const CORTEX_VERSION: string;

export const VERSION = typeof CORTEX_VERSION === 'string' ? CORTEX_VERSION : '0.0.0-dev';

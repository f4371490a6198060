/**
 * Which module handles which hook event. Each is imported only when its event runs, so a
 * hook pays only for its own work. An event with no entry does nothing.
 */
import type { HookEvent, HookHandler } from './payload.js';

export const HOOK_HANDLERS: Partial<Record<HookEvent, () => Promise<{ handle: HookHandler }>>> = {
  stop: () => import('./handlers/stop.js'),
  'subagent-stop': () => import('./handlers/subagent-stop.js'),
  'pre-compact': () => import('./handlers/pre-compact.js'),
  'post-compact': () => import('./handlers/post-compact.js'),
  'session-end': () => import('./handlers/session-end.js'),
  'session-start': () => import('./handlers/session-start.js'),
  'user-prompt-submit': () => import('./handlers/user-prompt-submit.js'),
  'pre-tool-use': () => import('./handlers/pre-tool-use.js'),
  'post-tool-use-failure': () => import('./handlers/post-tool-use-failure.js'),
};

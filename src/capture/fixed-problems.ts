/**
 * Problems a later fix made stale. A lesson that states a problem as the code's current
 * state ("the struct in vsla_unified.c doesn't match `vsla_tensor_t`", "P1 #2 is a bug: the
 * comparison will always fail") is true until someone fixes it; handed to the next session
 * after the fix, it misleads. When a later memory reports a fix naming the same code, capture
 * retracts the lesson, with the fix as its reason (the fix says what was wrong). Within a
 * session one shared name is enough; across sessions, where names recur, two are needed,
 * and only on the branch the fix was made on (a fix on another branch has not fixed this
 * one). Pure.
 */
import { codeIdentifiers } from './fix-match.js';
import { truncate } from './prose.js';

/** A lesson stating a problem as current: broken, missing, not matching, failing. */
const CURRENT_PROBLEM =
  /\b(?:is|are) (?:broken|wrong|incorrect|missing|incomplete|undefined|never (?:called|set|used|reached|shown|displayed|updated)|not (?:defined|set|found|called|initiali[sz]ed|displayed|shown|updated|handled))\b|\b(?:doesn['’]t|does not|don['’]t|do not|can['’]t|cannot|won['’]t) (?:match|work|compile|build|exist|find|handle|load|parse)\b|\b(?:fails|failing|breaks|crashes)\b|\b(?:a bug|the bug|the issue is|the problem is|mismatch|inconsisten(?:t|cy))\b/i;
/** A memory (or a session's outcome) that reports something fixed. */
const REPORTS_FIX =
  /^(?:fixed|solved|resolved)\b|\bFix(?:ed by)?:\s|\b(?:fixed|solved|resolved) (?:it|this|that|the|by)\b|\b(?:is|are|was|were) (?:now )?(?:fixed|resolved)\b|\bthe (?:issue|problem|bug|root cause) was\b/i;

/** How a problem or a fix is known: its type and its words. */
export interface ProblemOrFix {
  type: string;
  content: string;
}

export function statesProblem(memory: ProblemOrFix): boolean {
  return (
    memory.type === 'knowledge_acquired' &&
    CURRENT_PROBLEM.test(memory.content) &&
    !REPORTS_FIX.test(memory.content)
  );
}

export function reportsFix(memory: ProblemOrFix): boolean {
  return (
    memory.type === 'error_resolved' ||
    (memory.type !== 'approach_rejected' && REPORTS_FIX.test(memory.content))
  );
}

/** Whether a fix naming `fixNames` is about the problem naming `problemNames`. */
export function fixesProblem(
  problemNames: readonly string[],
  fixNames: readonly string[],
  sameSession: boolean,
): boolean {
  const named = new Set(fixNames);
  const shared = problemNames.filter((name) => named.has(name)).length;
  return shared >= (sameSession ? 1 : 2);
}

/** Why a fixed problem is retracted, in the words `cortex log` shows: the fix, as capture read it. */
export function fixedReason(fix: string, sameSession: boolean): string {
  const text = fix
    .replace(/\s+/g, ' ')
    .replace(/^(?:Goal:.*?)?\bOutcome:\s*/, '')
    .trim();
  return `stale: fixed ${sameSession ? 'later in the session' : 'in a later session'}: ${truncate(text, 200)}`;
}

/** A memory as the cross-session check reads it (a memory of the log no correction names). */
export interface StandingMemory {
  id: string;
  type: string;
  content: string;
  ts: string;
  session: string | null;
  branch: string | null;
}

/** A retraction capture writes: the problem it retracts and why. */
export interface StaleProblem {
  target: string;
  /** The fix that made it stale. */
  fix: StandingMemory;
  reason: string;
}

/**
 * The problems of earlier sessions that the fixes of `session` (its memories and its
 * outcome) made stale: lessons stating a problem, recorded before the fix, on the fix's
 * branch, naming two of the names it names. Each problem once, with the first fix that
 * matches it.
 */
export function problemsFixedBySession(
  memories: readonly StandingMemory[],
  session: string,
): StaleProblem[] {
  const fixes = memories
    .filter((memory) => memory.session === session && reportsFix(memory))
    .map((fix) => ({ fix, names: codeIdentifiers(fix.content) }));
  if (fixes.length === 0) return [];
  const stale: StaleProblem[] = [];
  for (const problem of memories) {
    if (problem.session === session || !statesProblem(problem)) continue;
    const names = codeIdentifiers(problem.content);
    const match = fixes.find(
      ({ fix, names: fixNames }) =>
        fix.branch === problem.branch &&
        problem.ts < fix.ts &&
        fixesProblem(names, fixNames, false),
    );
    if (match)
      stale.push({
        target: problem.id,
        fix: match.fix,
        reason: fixedReason(match.fix.content, false),
      });
  }
  return stale;
}

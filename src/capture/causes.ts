/**
 * What an error -> fix memory is made of besides the commands: the failing output's first
 * meaningful error line (the most searchable part of a fix), and the assistant's own
 * statement of the cause in the prose that follows the failure ("The issue is …",
 * "… because …", "Need X", "X requires Y", "X doesn't support Y").
 */
import { redactAndTruncate } from './prose.js';

const MAX_ERROR_LINE = 200;

/** Lines that frame output rather than say what went wrong. */
const NOISE_LINE =
  /^(?:error: )?exit code \d+$|^\[[\w:-]+\] \$ |^\$ |^(?:ok|PASS|---\s*PASS|=== (?:RUN|PAUSE|CONT))\b|^\?\s+\S+\s+\[no test files\]|^(?:npm|pnpm|yarn) (?:ERR!|error) (?:code|path|errno|syscall|A complete log|Lifecycle|command failed|Exit status)|^(?:make|mise|ninja)(?:\[\d+\])?: \*\*\*|^FAIL\s*$|^FAIL\s+\S+\s+[\d.]+s$|^\s*at |^-+$|^=+$|^\s*\^+\s*$|^\s*\d+\s*[|│]|^\[[\w:-]+\] ERROR task failed$|^\d+ issues?:$|^\* [\w-]+: \d+$/i;
/** A compiler's or linter's diagnostic line, `file.go:12:3: message`; its file is the first group. */
const DIAGNOSTIC = /^([\w./-]+\.[A-Za-z]{1,5}):\d+(?::\d+)?:\s*(?![:#])\S/;

/** The file a diagnostic line points at (`src/a.go` of `src/a.go:12:3: undefined: x`); undefined for any other line. */
export function diagnosticFile(line: string): string | undefined {
  return DIAGNOSTIC.exec(line)?.[1];
}

/** Lines that say what went wrong, best first. */
const ERROR_WORDS = [
  /\b(?:error|panic|fatal|exception|traceback)\b[:[]/i,
  // A compiler's or linter's diagnostic, `file.go:12:3: message` (not a package header `file.go:1: : # pkg`).
  DIAGNOSTIC,
  /\b(?:undefined|undeclared|not found|no such file|cannot|can't|could not|unable to|permission denied|segmentation fault|assertion|expected|mismatch|invalid|unknown|missing|refused|timed? out|is not|does not|doesn't)\b/i,
  /\b(?:error|failed|failure|fail)\b/i,
];

/** The first line of a failing command's output that says what went wrong; undefined when none does. */
export function firstErrorLine(output: string): string | undefined {
  const lines = output
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length >= 4 && !NOISE_LINE.test(line));
  for (const pattern of ERROR_WORDS) {
    const line = lines.find((candidate) => pattern.test(candidate));
    if (line) return redactAndTruncate(line, MAX_ERROR_LINE);
  }
  return undefined;
}

/** Sentences that state a cause: "The issue is …", "… because …", "Need X", "X requires Y". */
const CAUSE_PATTERNS = [
  /^(?:so\s+|ah,?\s+|i see[,.]?\s+)?the\s+(?:root\s+|real\s+|actual\s+|underlying\s+)?(?:issue|problem|cause|error|failure|bug|culprit|reason)\b.{0,40}?\s+(?:is|was|seems to be|here is|comes from)\b/i,
  /\b(?:fail(?:s|ed|ing)?|error(?:s|ed)?|broke|breaks|crash(?:es|ed)?|panic(?:s|ked)?)\b.{0,80}\b(?:because|since|due to|as(?! expected| intended| planned| designed))\b/i,
  /\bbecause\b.{8,}/i,
  /^(?:we\s+|I\s+|it\s+|this\s+|the \w+\s+)?needs?\s+(?:to\s+)?\S/i,
  /\b(?:requires?|expects?|is missing|are missing|isn[’']t (?:defined|exported|imported|set)|is not (?:defined|exported|imported|set)|doesn[’']t (?:exist|support|accept|match)|does not (?:exist|support|accept|match)|was (?:removed|renamed|deleted)|no longer exists|wrong|mismatch|undefined|not initiali[sz]ed|nil pointer|out of date)\b/i,
  /\bturns out\b/i,
];

/** Narration of the next step, not a cause ("Let me check …", "Now I'll run …"). */
const NEXT_STEP =
  /^(?:let me|let[’']s|now\s|next\s|first\s|then\s|i[’']ll\s|i will\s|i[’']m going to|we[’']ll\s|running|checking|looking|good[,.!]|great[,.!]|perfect[,.!]|all tests pass|tests pass)/i;

/** Whether an assistant sentence written after a failure states its cause. */
export function isCauseStatement(sentence: string): boolean {
  const text = sentence.trim();
  if (text.length < 15 || text.length > 400 || /\?\s*$/.test(text) || NEXT_STEP.test(text))
    return false;
  if (/^(?:if|when|whether|maybe|perhaps|possibly|might|could)\b/i.test(text)) return false;
  // "The issue might be in …" guesses; the cause is stated once it is found.
  if (
    /^the\s+(?:\w+\s+)?(?:issue|problem|cause|error|failure|bug|culprit|reason)\s+(?:might|may|could)\b/i.test(
      text,
    )
  )
    return false;
  // "I need to fix the tests": the next step, unless it says why.
  if (
    /^(?:I|we)\s+need\s+to\s+(?:fix|check|look|see|find|investigate|understand|debug|verify|run|review|examine|figure|update|read|explore)\b/i.test(
      text,
    ) &&
    !/\b(?:because|since|as|so that)\b/i.test(text)
  )
    return false;
  // A test written to fail, failing: the expected outcome, not a cause.
  if (/\b(?:fail|fails|failed|failing)\s+as\s+(?:expected|intended)\b/i.test(text)) return false;
  return CAUSE_PATTERNS.some((pattern) => pattern.test(text));
}

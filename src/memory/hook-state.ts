/**
 * What a hook leaves behind for a person to read later, since it may print nothing to a
 * terminal: lines in `.cortex/local/cortex.log` (redacted, rotated past 1 MiB), one heartbeat
 * file per hook event (when it last ran, how long it took, what went wrong), and a broken
 * config reported once. `cortex doctor` reads them.
 */
import {
  appendFileSync,
  closeSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { configProblemsFile, heartbeatDir } from '../events/paths.js';
import { redactPlainText } from '../redaction/redactor.js';
import type { Project } from './open.js';

const MAX_LOG_BYTES = 1024 * 1024;

/** Appends a line to the local log, rotating it once it passes 1 MiB. */
export function writeHookLog(project: Project, now: Date, message: string): void {
  try {
    mkdirSync(project.paths.localDir, { recursive: true });
    try {
      if (statSync(project.paths.logFile).size > MAX_LOG_BYTES)
        renameSync(project.paths.logFile, `${project.paths.logFile}.1`);
    } catch {
      // No log yet.
    }
    // A message may quote a path, a command or a payload: it is redacted like an event.
    appendFileSync(
      project.paths.logFile,
      `${now.toISOString()} ${redactPlainText(message).replace(/\n/g, '\\n')}\n`,
    );
  } catch {
    // Nowhere left to report to; a hook must still not fail.
  }
}

export interface Heartbeat {
  /** The hook event, as `cortex hook <event>` names it. */
  event: string;
  at: string;
  durationMs: number;
  ok: boolean;
  session?: string;
  problems: string[];
}

/**
 * Overwrites a small file in place: written from the start, then cut to length. Replacing
 * a file by rename or truncating it to zero first makes ext4 flush it before going on,
 * which stalls a hook for as long as the disk is busy; a reader racing this write may
 * see a mix of old and new, which for a heartbeat is as good as a missing one.
 */
function overwriteInPlace(file: string, text: string): void {
  let fd: number;
  try {
    fd = openSync(file, 'r+');
  } catch {
    mkdirSync(dirname(file), { recursive: true });
    fd = openSync(file, 'w');
  }
  try {
    const bytes = Buffer.from(text);
    writeSync(fd, bytes, 0, bytes.length, 0);
    ftruncateSync(fd, bytes.length);
  } finally {
    closeSync(fd);
  }
}

/** Records how a hook's run went, for doctor; failing to never fails the hook. */
export function writeHeartbeat(project: Project, heartbeat: Heartbeat): void {
  try {
    overwriteInPlace(
      join(heartbeatDir(project.paths), `${heartbeat.event}.json`),
      JSON.stringify(heartbeat, null, 2) + '\n',
    );
  } catch {
    // As above.
  }
}

/**
 * Logs a broken config once (not on every turn): the briefing and doctor keep saying it
 * while it lasts. A marker in .cortex/local/ holds what was last reported.
 */
export function reportConfigOnce(project: Project, now: Date): void {
  const text = project.configReading!.problems.join('\n');
  const marker = configProblemsFile(project.paths);
  try {
    if (readFileSync(marker, 'utf8') === text) return;
  } catch {
    // Not reported yet.
  }
  writeHookLog(
    project,
    now,
    `config: capturing with defaults for what is broken: ${text.replace(/\n/g, '; ')}`,
  );
  try {
    mkdirSync(dirname(marker), { recursive: true });
    writeFileSync(marker, text);
  } catch {
    // Reported again next time, at worst.
  }
}

/**
 * `cortex redact <id>`: takes a secret that slipped past capture's redaction out of the
 * event log, rewriting the event's line in the work tree: the one in-place change cortex
 * makes to a log that is otherwise append-only. Then it says how to purge the secret from
 * git history and, first of all, to rotate it.
 *
 * What is replaced: by default, the secrets the capture redactor detects now (its own
 * rules, secretlint's recommended rules, `redaction.patterns` from the config) wherever
 * they occur in the event's content and data, and in any other event that holds them too.
 * A secret no rule recognises needs `--all`, which replaces the event's whole text (content
 * and prose fields of data; paths, kind and tags stay) and the quotes of it in the
 * corrections that refer to it. Every line of the event is rewritten, in every file that
 * holds it. The id, type, time and refs stay, so whatever refers to the event still does.
 *
 * A committed file becomes a modification in the next commit; clones that pull it take the
 * redacted line (the events merge driver, where a file changed on both sides, keeps the
 * side that changed an event from the base).
 */
import { serializeEventWhole, shortId } from '../../memory/words.js';
import { removeStaleTemporaryFiles } from '../../events/temporary-files.js';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CortexError } from '../../errors.js';
import { parseEventLine } from '../../events/codec.js';
import type { AnyEvent } from '../../events/envelope.js';
import { withFileLock } from '../../events/lock.js';
import { findLoggedEvent } from '../../events/lookup.js';
import {
  blankEvent,
  blankQuote,
  eventTexts,
  filterRepoRule,
  redactSecrets,
  type FoundSecret,
} from '../../events/rewrite.js';
import { listEventFiles, readEventLog } from '../../events/store.js';
import { quarantineDir } from '../../git/events-driver.js';
import { gitOutput } from '../../git/plumbing/repo.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { openProject, type Project } from '../../memory/open.js';
import { writeFileAtomic } from '../../files.js';
import { redactRuleFile } from '../../events/paths.js';

/** The secrets the capture redactor finds in `texts` today. */
async function detectSecrets(
  project: Project,
  texts: readonly string[],
  warn: (message: string) => void,
): Promise<FoundSecret[]> {
  const { findSecretRanges } = await import('../../redaction/rules.js');
  const { needsLibraryScan } = await import('../../redaction/redactor.js');
  const { customPatternScanner } = await import('../../redaction/custom-patterns.js');
  const custom = customPatternScanner(project.paths, project.config.redaction.patterns);
  const found = new Map<string, string>();
  const scan = custom?.(texts);
  for (const problem of scan?.problems ?? []) warn(problem);
  for (const [index, text] of texts.entries()) {
    const ranges = [...findSecretRanges(text), ...(scan?.ranges[index] ?? [])];
    if (needsLibraryScan(text))
      ranges.push(
        ...(await (await import('../../redaction/secretlint.js')).lintSecretRanges(text)),
      );
    for (const range of ranges) {
      const secret = text.slice(range.start, range.end);
      // A marker left by capture is not a secret.
      if (secret.trim() !== '' && !/^\[REDACTED:[^\]]*\]$/.test(secret))
        found.set(secret, range.kind);
    }
  }
  return [...found].map(([text, kind]) => ({ text, kind }));
}

interface LineChange {
  file: string;
  line: number;
  before: AnyEvent;
  after: AnyEvent;
}

/** How each event that changes is rewritten; undefined leaves it as it is. */
type Rewrite = (event: AnyEvent) => AnyEvent | undefined;

/** Rewrites every event file's lines as `rewrite` says, each file atomically, under the store's lock. */
function rewriteLog(project: Project, rewrite: Rewrite): LineChange[] {
  return withFileLock(project.paths.appendLock, () => {
    const changes: LineChange[] = [];
    for (const absolute of listEventFiles(project.paths, { local: true })) {
      const file = absolute
        .slice(project.paths.root.length + 1)
        .split('\\')
        .join('/');
      const text = readFileSync(absolute, 'utf8');
      const lines = text.split('\n');
      let changed = false;
      lines.forEach((line, index) => {
        if (line.trim() === '') return;
        let event: AnyEvent;
        try {
          event = parseEventLine(line.endsWith('\r') ? line.slice(0, -1) : line);
        } catch {
          return; // Not an event: doctor reports it; it is no business of redact.
        }
        const after = rewrite(event);
        if (!after) return;
        // Written whole: the merge driver keeps the copy with more redaction marks, counted on the line.
        lines[index] = serializeEventWhole(after);
        changes.push({ file, line: index + 1, before: event, after });
        changed = true;
      });
      if (changed) {
        writeFileAtomic(absolute, lines.join('\n'));
      }
    }
    return changes;
  });
}

/** The commits (short hashes, any ref) that hold a version of `file`. */
function commitsWith(project: Project, file: string): string[] {
  const output = gitOutput(project.repo.root, ['log', '--all', '--format=%h', '--', file]);
  return output ? output.split('\n').filter(Boolean) : [];
}

/** Caches derived from the log hold its text too: they are dropped, and rebuilt from the redacted log. */
async function dropDerivedCopies(project: Project): Promise<void> {
  (await import('../../search/cache.js')).clearSearchCaches(project.paths);
  const { digestCacheFile, regenerateProjections } =
    await import('../../projections/projection-files.js');
  rmSync(digestCacheFile(project.paths), { force: true });
  regenerateProjections(project, { cache: 'off' });
}

/**
 * Quarantined lines (not events, kept by the merge driver) are copies of the log's text
 * that redact does not rewrite: the files that hold one of `texts` are named, for removal by hand.
 */
function quarantinedCopies(project: Project, texts: readonly string[]): string[] {
  const dir = quarantineDir(project.paths);
  if (!existsSync(dir)) return [];
  const escaped = texts
    .filter((text) => text.length >= 8)
    .flatMap((text) => [text, JSON.stringify(text).slice(1, -1)]);
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((file) => join(dir, file))
    .filter((path) => {
      try {
        const text = readFileSync(path, 'utf8');
        return escaped.some((secret) => text.includes(secret));
      } catch {
        return false; // A folder.
      }
    })
    .map((path) => path.slice(project.paths.root.length + 1));
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  // A redact killed mid-write left its copy of an event file: gone before this one starts.
  for (const removed of removeStaleTemporaryFiles(project.paths, ctx.now()))
    ctx.stderr.write(`removed ${removed.file}, left by an interrupted cortex\n`);
  const all = input.options.all === true;
  const log = readEventLog(project.paths, { local: true });
  const target = findLoggedEvent(log, input.positionals[0]!);

  let rewrite: Rewrite;
  let what: string;
  /** The text that must not survive anywhere: the secrets, or with --all the event's own text. */
  let sensitive: string[];
  if (all) {
    const blanked = blankEvent(target);
    const kept = new Set(eventTexts(blanked));
    sensitive = eventTexts(target).filter((text) => !kept.has(text) && text.length >= 8);
    rewrite = (event) =>
      event.id === target.id ? blankEvent(event) : blankQuote(event, blanked, target);
    what = 'its text replaced by [REDACTED:manual]';
  } else {
    const secrets = await detectSecrets(project, eventTexts(target), (message) =>
      ctx.stderr.write(`warning: ${message}\n`),
    );
    if (secrets.length === 0) {
      throw new CortexError(
        'NO_SECRET_FOUND',
        `no secret that cortex recognises in ${shortId(target.id)} (${target.type})`,
        {
          hint: `to replace its whole text, run: cortex redact ${shortId(target.id)} --all`,
        },
      );
    }
    rewrite = (event) => redactSecrets(event, secrets);
    sensitive = secrets.map((secret) => secret.text);
    const kinds = [...new Set(secrets.map((secret) => secret.kind))];
    what = `${plural(secrets.length, 'secret')} replaced (${kinds.join(', ')})`;
  }

  const changes = rewriteLog(project, rewrite);
  await dropDerivedCopies(project);

  const files = [...new Set(changes.map((change) => change.file))];
  const others = [
    ...new Map(
      changes
        .filter((change) => change.after.id !== target.id)
        .map((change) => [change.after.id, change.after]),
    ).values(),
  ];
  const out = [`Redacted ${shortId(target.id)} (${target.type}): ${what}.`];
  out.push(
    `Rewrote ${plural(changes.length, 'line')} in ${plural(files.length, 'file')}:`,
    ...files.map((file) => `  ${file}`),
  );
  if (others.length)
    out.push(
      `Also rewritten, as they held it too: ${others.map((event) => `${shortId(event.id)} (${event.type})`).join(', ')}.`,
    );
  out.push(
    'Search caches and the digest cache were dropped and the projections regenerated from the redacted log.',
  );
  const quarantined = quarantinedCopies(project, sensitive);
  if (quarantined.length)
    out.push(
      `Lines kept in quarantine hold it too; delete them by hand: ${quarantined.join(', ')}`,
    );

  const committed = files
    .map((file) => ({ file, commits: commitsWith(project, file) }))
    .filter((entry) => entry.commits.length > 0);
  out.push('', 'Next:');
  out.push(
    '  1. Rotate the secret: revoke it where it was issued and use a new one. Treat it as leaked; rewriting',
  );
  out.push(
    '     files or history cannot take back a copy that was already pushed, cloned or backed up.',
  );
  if (committed.length === 0) {
    out.push('  2. Nothing to purge: no commit holds these files yet. Commit .cortex/ as usual.');
    ctx.stdout.write(out.join('\n') + '\n');
    return 0;
  }
  const ruleFile = redactRuleFile(project.paths, shortId(target.id));
  mkdirSync(project.paths.localDir, { recursive: true });
  const rules = [
    ...new Map(
      changes.map((change) => [
        change.after.id,
        filterRepoRule(change.after.id, serializeEventWhole(change.after)),
      ]),
    ).values(),
  ];
  writeFileSync(ruleFile, rules.join('\n') + '\n');
  const relativeRules = ruleFile.slice(project.paths.root.length + 1);
  out.push('  2. Commit the redaction:');
  out.push(`       git add .cortex && git commit -m "Redact a secret from the cortex memory"`);
  out.push(
    `  3. History still holds it: ${committed.map((entry) => `${entry.file} is in ${plural(entry.commits.length, 'commit')} (${entry.commits.slice(0, 3).join(', ')}${entry.commits.length > 3 ? ', …' : ''})`).join('; ')}.`,
  );
  out.push(
    '     Purge it with git-filter-repo (pip install git-filter-repo), which rewrites every commit that has it:',
  );
  out.push(`       git filter-repo --force --replace-text ${relativeRules}`);
  out.push(
    `     ${relativeRules} (not committed; it holds no secret) replaces the event's line, in every version of`,
  );
  out.push(
    '     every file, with the redacted one. The secret may also sit in older versions of other files (for',
  );
  out.push(
    "     example .cortex/decisions.md): add a line '<the secret>==>[REDACTED]' to that file first to scrub it everywhere.",
  );
  out.push('     filter-repo drops the origin remote as a safeguard: git remote add origin <url>');
  out.push('  4. Publish the rewritten history and retire the old one:');
  out.push('       git push --force --all origin && git push --force --tags origin');
  out.push(
    '     Everyone re-clones (an old clone still has the secret and would push it back), and hosted copies such as',
  );
  out.push("     pull-request refs and forks need the host's help to purge.");
  ctx.stdout.write(out.join('\n') + '\n');
  return 0;
}

export const command: CommandDefinition = {
  name: 'redact',
  summary: 'take a secret out of the event log (rewrites its line in place)',
  usage: ['redact <id> [--all]'],
  description:
    'Take a secret that slipped through out of an event: the one change cortex makes in place. By default\n' +
    'the secrets the redactor recognises now are replaced wherever they occur in the log; with --all the\n' +
    "event's whole text is replaced. The id, type and time stay, so references hold. Then prints how to\n" +
    'purge the secret from git history (git filter-repo) and reminds you to rotate it.',
  options: {
    all: {
      type: 'boolean',
      description: "replace the event's whole text (for a secret no rule recognises)",
    },
  },
  positionals: { min: 1, max: 1 },
  examples: ['cortex redact 7F3K2M9Q', 'cortex redact 7F3K2M9Q --all'],
  run,
};

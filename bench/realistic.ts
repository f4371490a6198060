/**
 * Realistic benchmark logs: sessions of events whose type mix, content lengths, repeats and
 * vocabulary growth follow what cortex captures from real Claude Code sessions (measured by
 * bench/calibrate.ts into bench/realistic-params.json). The texts are our own (phrase shapes
 * of bench/phrases.ts filled with words from a vocabulary that grows as Heaps' law says the
 * real one does), so nothing here needs ../shared. Deterministic for a given seed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { condenseSessionActivity } from '../src/events/activity.js';
import { serializeEvent } from '../src/events/codec.js';
import { makeEvent, type AnyEvent } from '../src/events/envelope.js';
import { deriveEventId } from '../src/events/id.js';
import { compareEvents } from '../src/events/order.js';
import { projectPaths } from '../src/events/paths.js';
import { localEventFile } from '../src/events/store.js';
import type { EventType } from '../src/events/types.js';
import * as phrases from './phrases.js';
import PARAMS from './realistic-params.json' with { type: 'json' };

export type RealisticParams = typeof PARAMS;

/** A small deterministic PRNG (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value drawn from a distribution given by its quantiles (linear between them). */
export function fromQuantiles(
  rand: () => number,
  quantiles: readonly number[],
  at: readonly number[],
): number {
  const u = rand();
  for (let i = 1; i < at.length; i++) {
    if (u <= at[i]!) {
      const span = at[i]! - at[i - 1]!;
      const f = span === 0 ? 0 : (u - at[i - 1]!) / span;
      return quantiles[i - 1]! + f * (quantiles[i]! - quantiles[i - 1]!);
    }
  }
  return quantiles[quantiles.length - 1]!;
}

/**
 * A made-up word for the `n`th new term, once the common words are used up: two or three
 * common words run together ("cachequeue", "tokenschemaport"), unique, as a codebase's own
 * rare terms are (names, compounds). Made of common English pieces, it costs what such a
 * term costs in tokens (a word or two of cl100k), where syllable strings ("kuhilu") cost
 * two or three tokens each and made briefings of generated text read as dearer than real ones.
 */
function coinedWord(n: number): string {
  const words = phrases.BASE_WORDS;
  const pairs = words.length * (words.length - 1);
  const pair = n % pairs;
  const first = Math.floor(pair / (words.length - 1));
  let second = pair % (words.length - 1);
  if (second >= first) second++;
  const word = words[first]! + words[second]!;
  return n < pairs ? word : word + words[Math.floor(n / pairs) % words.length]!;
}

export interface GeneratorOptions {
  seed?: number;
  /** Time of the first session. */
  startMs?: number;
  /** Writers (authors) taking turns. */
  writers?: number;
  /** Sessions a day across the team. */
  sessionsPerDay?: number;
  /** Share of sessions on main (the rest on feature branches). */
  mainShare?: number;
  /**
   * The author whose clone this is (`generateRealisticLog` writes the per-tool activity of
   * that writer's sessions to `.cortex/local/activity/`, as their clone holds it); '' for none.
   */
  ownAuthor?: string;
  params?: RealisticParams;
}

export interface GeneratedSession {
  session: string;
  branch: string;
  author: string;
  /** The committed events, the condensed activity among them. */
  events: AnyEvent[];
  /** The per-tool events (reads, edits, commands): kept only in the writer's own clone. */
  local: AnyEvent[];
}

/** The per-tool activity types, which cortex keeps in `.cortex/local/` and commits condensed. */
const PER_TOOL = new Set<string>(['file_explored', 'file_modified', 'command_run']);

function normalise(mix: [EventType, number][]): [EventType, number][] {
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  return mix.map(([type, weight]) => [type, weight / total]);
}

/** Generates sessions one after another; the vocabulary and the texts seen carry over. */
export class RealisticGenerator {
  private readonly rand: () => number;
  private readonly params: RealisticParams;
  /** The committed types but the condensed activity, which follows from a session's per-tool events. */
  private readonly mix: [EventType, number][];
  /** The per-tool types (reads, edits, commands) of a session's local activity. */
  private readonly localMix: [EventType, number][];
  private readonly vocab: string[] = [];
  private readonly idents: string[] = [];
  private readonly paths: string[] = [];
  private readonly dirs: string[] = [];
  private readonly earlier = new Map<
    string,
    { content: string; data: Record<string, unknown> }[]
  >();
  private coined = 0;
  private events = 0;
  private sessions = 0;
  private clock: number;
  private readonly options: Required<Omit<GeneratorOptions, 'params'>>;

  constructor(options: GeneratorOptions = {}) {
    this.options = {
      seed: 42,
      startMs: Date.parse('2026-01-05T08:00:00Z'),
      writers: 5,
      sessionsPerDay: 10,
      mainShare: 0.4,
      ownAuthor: 'dev0@example.com',
      ...options,
    };
    this.params = options.params ?? PARAMS;
    this.rand = random(this.options.seed);
    this.clock = this.options.startMs;
    this.mix = normalise(
      (Object.entries(this.params.mix) as [EventType, number][]).filter(
        ([type]) => type !== 'session_activity',
      ),
    );
    this.localMix = normalise(Object.entries(this.params.local.mix) as [EventType, number][]);
    for (const root of phrases.ROOTS) this.dirs.push(root);
  }

  /** Terms the log should hold after `n` events (Heaps' law as measured). */
  private targetTerms(n: number): number {
    return this.params.heaps.k * Math.pow(Math.max(1, n), this.params.heaps.beta);
  }

  private termCount(): number {
    return this.vocab.length + this.idents.length;
  }

  /** A word: a new one while the vocabulary is behind its growth curve, else a known one (frequent ones likelier). */
  private word(): string {
    if (this.vocab.length < 20 || this.termCount() < this.targetTerms(this.events)) {
      const next =
        this.vocab.length < phrases.BASE_WORDS.length
          ? phrases.BASE_WORDS[this.vocab.length]!
          : coinedWord(this.coined++);
      this.vocab.push(next);
      return next;
    }
    return this.vocab[Math.floor(this.vocab.length * this.rand() ** 3)]!;
  }

  private ident(): string {
    if (
      this.idents.length < 5 ||
      (this.termCount() < this.targetTerms(this.events) && this.rand() < 0.5)
    ) {
      const a = this.word();
      const b = this.word();
      const style = this.rand();
      const name =
        style < 0.5
          ? a + b.charAt(0).toUpperCase() + b.slice(1)
          : style < 0.8
            ? a.charAt(0).toUpperCase() + a.slice(1) + b.charAt(0).toUpperCase() + b.slice(1)
            : `${a}_${b}`;
      this.idents.push(name);
      return name;
    }
    return this.idents[Math.floor(this.idents.length * this.rand() ** 2)]!;
  }

  private dir(): string {
    if (this.dirs.length < 40 || this.rand() < 0.05) {
      const parent = this.dirs[Math.floor(this.rand() * this.dirs.length)]!;
      const dir =
        parent.split('/').length >= 4
          ? `${parent.split('/')[0]}/${this.word()}`
          : `${parent}/${this.word()}`;
      this.dirs.push(dir);
      return dir;
    }
    return this.dirs[Math.floor(this.dirs.length * this.rand() ** 1.5)]!;
  }

  private path(): string {
    if (this.paths.length < 20 || this.rand() < 0.15) {
      const ext = phrases.EXTENSIONS[Math.floor(this.rand() ** 2 * phrases.EXTENSIONS.length)]!;
      const name = this.rand() < 0.5 ? this.word() : `${this.word()}_${this.word()}`;
      const path = `${this.dir()}/${name}${this.rand() < 0.15 ? '_test' : ''}${ext}`;
      this.paths.push(path);
      return path;
    }
    return this.paths[Math.floor(this.paths.length * this.rand() ** 2)]!;
  }

  /** A transcript record's uuid, as captured events carry. */
  private uuid(): string {
    const hex = Array.from({ length: 32 }, () => Math.floor(this.rand() * 16).toString(16)).join(
      '',
    );
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.rand() * items.length)]!;
  }

  /** Fills a phrase shape's slots; `files` collects the paths used. */
  private fill(shape: string, files: string[] = []): string {
    return shape.replace(/\{(\w+)\}/g, (_, slot: string) => {
      switch (slot) {
        case 'verb':
          return this.pick(phrases.VERBS);
        case 'noun':
          return this.word();
        case 'ident':
          return this.ident();
        case 'dir':
          return this.dir();
        case 'ext':
          return this.pick(phrases.EXTENSIONS);
        case 'path': {
          const path = this.path();
          files.push(path);
          return path;
        }
        case 'cmd':
          return this.fill(this.pick(phrases.COMMANDS), files);
        case 'reason':
          return this.fill(this.pick(phrases.REASONS), files);
        case 'n':
          return String(2 + Math.floor(this.rand() * 8));
        default:
          return slot;
      }
    });
  }

  /** Lengthens a text towards `target` characters with more words, or cuts it at a word. */
  private fit(text: string, target: number, more: () => string): string {
    let out = text;
    for (let guard = 0; out.length < target - 4 && guard < 80; guard++) out += more();
    if (out.length > target * 1.5 && target > 20) {
      const cut = out.lastIndexOf(' ', Math.round(target));
      if (cut > 10) out = out.slice(0, cut);
    }
    return out;
  }

  private capital(text: string): string {
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  private chooseType(mix: [EventType, number][]): EventType {
    let r = this.rand();
    for (const [type, weight] of mix) if ((r -= weight) <= 0) return type;
    return mix[0]![0];
  }

  /** The content and data of a new event of `type`, about `target` characters long. */
  private body(
    type: EventType,
    target: number,
  ): { content: string; data: Record<string, unknown> } {
    const files: string[] = [];
    const words = () => ` ${this.word()}`;
    switch (type) {
      case 'command_run': {
        const command = this.fit(
          this.fill(this.pick(phrases.COMMANDS), files),
          target * 0.6,
          () => ` ${this.pick(['-v', '--', this.path(), this.word()])}`,
        );
        const failed = this.rand() < 0.12;
        const purpose = this.capital(this.fill(this.pick(phrases.COMMAND_PURPOSES), files));
        const content = this.fit(
          `Ran \`${command}\`${failed ? ' (failed, exit code 1)' : ''}: ${purpose}`,
          target,
          words,
        );
        return { content, data: { command, exitCode: failed ? 1 : 0 } };
      }
      case 'file_explored': {
        const content = this.fit(
          this.fill(this.pick(phrases.EXPLORE), files),
          target,
          () => `/${this.word()}`,
        );
        return { content, data: { files: files.length > 0 ? files : [this.dir()] } };
      }
      case 'file_modified': {
        const content = this.fill(this.pick(phrases.EDIT), files);
        return { content, data: { files } };
      }
      case 'session_activity': {
        // A session's activity condensed (events/activity.ts): files touched, a count of reads,
        // distinct commands with their purpose, how the tests ended.
        const touched = 1 + Math.floor(this.rand() * 8);
        for (let i = 0; i < touched; i++) files.push(this.path());
        const commands = Array.from({ length: Math.floor(this.rand() * 8) }, () => {
          const failed = this.rand() < 0.2;
          return {
            command: this.fill(this.pick(phrases.COMMANDS), []),
            description: this.capital(this.fill(this.pick(phrases.COMMAND_PURPOSES), [])),
            ...(this.rand() < 0.4 ? { runs: 2 + Math.floor(this.rand() * 3) } : {}),
            ...(failed ? { failed: 1 } : {}),
          };
        });
        const reads = Math.floor(this.rand() * 40);
        const runs = commands.reduce((sum, command) => sum + (command.runs ?? 1), 0);
        const tests =
          commands.length && this.rand() < 0.5
            ? `; tests: \`${this.fill(this.pick(phrases.COMMANDS), [])}\` ${this.rand() < 0.2 ? 'failed' : 'passed'}`
            : '';
        const content = `Edited ${touched} file${touched === 1 ? '' : 's'}, looked at ${reads}; ran ${runs} command${runs === 1 ? '' : 's'} (${commands.length} distinct)${tests}.`;
        return {
          content,
          data: { files: [...new Set(files)], reads, ...(commands.length ? { commands } : {}) },
        };
      }
      case 'plan_step_completed': {
        const step = this.fit(
          this.capital(this.fill(this.pick(phrases.STEPS), files)),
          target - 11,
          words,
        );
        return { content: `Completed: ${step}`, data: { step } };
      }
      case 'plan_created': {
        const count = 3 + Math.floor(this.rand() * 6);
        const steps = Array.from({ length: count }, (_, i) => ({
          content: this.capital(this.fill(this.pick(phrases.STEPS), files)),
          status: i === 0 ? 'in_progress' : 'pending',
        }));
        const content = this.fit(
          `Plan (${count} steps): ${steps.map((step) => step.content).join('; ')}`,
          target,
          words,
        );
        return { content, data: { steps } };
      }
      case 'error_resolved': {
        const content = this.fit(this.fill(this.pick(phrases.FIXES), files), target, words);
        return { content, data: { command: this.fill('{cmd}'), error: 'exit code 1', files } };
      }
      case 'decision_made': {
        const reason = this.fill(this.pick(phrases.REASONS), files);
        return {
          content: this.fit(
            this.capital(this.fill(this.pick(phrases.DECISIONS), files)),
            target,
            words,
          ),
          data: this.rand() < 0.4 ? { reason, files } : { files },
        };
      }
      case 'approach_rejected': {
        const reason = this.fill(this.pick(phrases.REASONS), files);
        return {
          content: this.fit(this.fill(this.pick(phrases.REJECTIONS), files), target, words),
          data: { reason, files },
        };
      }
      default:
        return {
          content: this.fit(
            this.capital(this.fill('{verb} the {noun} {noun} of {ident}', files)),
            target,
            words,
          ),
          data: { files },
        };
    }
  }

  /** One event of a session. */
  private event(
    type: EventType,
    base: { session: string; branch: string; author: string },
    key: string,
  ): AnyEvent {
    const at = this.params.quantiles;
    const earlier = this.earlier.get(type) ?? [];
    let body: { content: string; data: Record<string, unknown> };
    const measured = PER_TOOL.has(type) ? this.params.local : this.params;
    const repeatShare = (measured.repeatShare as Record<string, number>)[type] ?? 0;
    if (earlier.length > 0 && this.rand() < repeatShare) {
      body = earlier[Math.floor(earlier.length * (1 - this.rand() ** 2))]!;
    } else {
      const lengths =
        (measured.contentLength as Record<string, number[]>)[type] ?? this.params.contentLengthAll;
      body = this.body(type, fromQuantiles(this.rand, lengths, at));
      earlier.push(body);
      if (earlier.length > 400) earlier.shift();
      this.earlier.set(type, earlier);
    }
    if (!PER_TOOL.has(type)) this.events++;
    this.clock += Math.round(-Math.log(1 - this.rand()) * 45_000) + 1000;
    const ts = new Date(this.clock).toISOString();
    const tool = {
      command_run: 'Bash',
      file_explored: 'Read',
      file_modified: 'Edit',
      plan_created: 'TodoWrite',
      plan_step_completed: 'TodoWrite',
      error_resolved: 'Bash',
    }[type as string];
    const layer = tool ? 'structural' : this.rand() < 0.7 ? 'keyword' : 'tag';
    return makeEvent({
      ...base,
      id: deriveEventId(this.clock, key),
      ts,
      type,
      content: body.content,
      source: tool ? { layer, tool, record: this.uuid() } : { layer, record: this.uuid() },
      ...(layer === 'keyword' ? { confidence: 0.5 + Math.round(this.rand() * 4) / 10 } : {}),
      data: body.data as never,
    }) as AnyEvent;
  }

  /**
   * The next session: its committed events (memories, and its per-tool activity condensed
   * into a `session_activity` event by cortex's own condenser) and that per-tool activity,
   * which only the clone of the session's writer keeps (`.cortex/local/activity/`). Both
   * sizes are drawn with one draw from their real distributions: a long session is long in
   * both, as in the fixtures. `size` fixes the committed count.
   */
  nextSession(size?: number): GeneratedSession {
    const number = this.sessions++;
    const perDay = this.options.sessionsPerDay;
    const day = Math.floor(number / perDay);
    // Sessions of a day start spread over working hours; a session's events follow on.
    this.clock = Math.max(
      this.clock,
      this.options.startMs +
        day * 86_400_000 +
        Math.floor(((number % perDay) / perDay) * 9 * 3_600_000),
    );
    const u = this.rand();
    const count =
      size ??
      Math.max(
        1,
        Math.round(fromQuantiles(() => u, this.params.eventsPerSession, this.params.quantiles)),
      );
    const toolCount = Math.max(
      1,
      Math.round(fromQuantiles(() => u, this.params.local.eventsPerSession, this.params.quantiles)),
    );
    const author = `dev${number % this.options.writers}@example.com`;
    const branch =
      this.rand() < this.options.mainShare ? 'main' : `feature/${this.word()}-${this.word()}`;
    const session = `${(this.options.seed >>> 0).toString(16).padStart(8, '0')}-${number.toString(16).padStart(4, '0')}-4000-8000-${this.events.toString(16).padStart(12, '0')}`;
    const base = { session, branch, author };
    // Memories and per-tool events interleave in time, as a session's turns do.
    const types = [
      ...Array.from({ length: count - 1 }, () => this.chooseType(this.mix)),
      ...Array.from({ length: toolCount }, () => this.chooseType(this.localMix)),
    ];
    for (let i = types.length - 1; i > 0; i--) {
      const j = Math.floor(this.rand() * (i + 1));
      [types[i], types[j]] = [types[j]!, types[i]!];
    }
    // Some sessions switch branch midway (the fixtures' have 1.15 condensed events a session,
    // one per branch worked on): the later turns are on a second branch.
    const switchShare =
      (this.params.mix.session_activity * this.params.events) / this.params.sessions - 1;
    const switchAt =
      this.rand() < switchShare ? 1 + Math.floor(this.rand() * (types.length - 1)) : types.length;
    const later =
      switchAt < types.length
        ? {
            ...base,
            branch: this.options.mainShare >= 1 ? 'main' : `feature/${this.word()}-${this.word()}`,
          }
        : base;
    const all = types.map((type, i) =>
      this.event(type, i < switchAt ? base : later, `bench/${this.options.seed}/${number}/${i}`),
    );
    const local = all.filter((event) => PER_TOOL.has(event.type));
    const condensed = condenseSessionActivity(session, local);
    this.events += condensed.length;
    const events = [...all.filter((event) => !PER_TOOL.has(event.type)), ...condensed].sort(
      compareEvents,
    );
    return { ...base, events, local };
  }

  /** A stream of `count` events across as many sessions as they take. */
  *stream(count: number): Generator<AnyEvent> {
    let left = count;
    while (left > 0) {
      const session = this.nextSession();
      for (const event of session.events.slice(0, left)) yield event;
      left -= session.events.length;
    }
  }
}

/** The file a session's events are written to: `<month of its first event>/<id>.ndjson`. */
export function sessionFile(root: string, session: GeneratedSession): string {
  const first = session.events[0]!;
  return join(
    root,
    '.cortex',
    'events',
    first.ts.slice(0, 7),
    `${deriveEventId(Date.parse(first.ts), `file/${session.session}`)}.ndjson`,
  );
}

/**
 * Writes a session's per-tool activity where its writer's clone keeps it
 * (`.cortex/local/activity/<session>.ndjson`), and marks it condensed, as cortex does once
 * the condensed event is in the log (capture/session-activity.ts), so that no hook
 * condenses it again.
 */
export function writeLocalActivity(root: string, sessions: readonly GeneratedSession[]): number {
  const paths = projectPaths(root);
  const condensed: Record<string, number> = {};
  let events = 0;
  for (const session of sessions) {
    if (session.local.length === 0) continue;
    const file = localEventFile(paths, session.session);
    const text = session.local.map((event) => serializeEvent(event)).join('\n') + '\n';
    mkdirSync(paths.localEventsDir, { recursive: true });
    writeFileSync(file, text);
    condensed[basename(file)] = Buffer.byteLength(text);
    events += session.local.length;
  }
  if (events > 0)
    writeFileSync(
      join(paths.localEventsDir, 'condensed.json'),
      JSON.stringify(condensed, Object.keys(condensed).sort()) + '\n',
    );
  return events;
}

/**
 * Writes about `events` realistic committed events into `root/.cortex/events/`, one file
 * per session (as cortex's writers do), and the per-tool activity of the clone's own
 * writer's sessions (`ownAuthor`) into `.cortex/local/activity/`. Returns what it wrote.
 */
export function generateRealisticLog(
  root: string,
  events: number,
  options: GeneratorOptions = {},
): { files: number; sessions: number; localEvents: number } {
  const generator = new RealisticGenerator(options);
  const own = options.ownAuthor ?? 'dev0@example.com';
  const mine: GeneratedSession[] = [];
  let written = 0;
  let files = 0;
  while (written < events) {
    const session = generator.nextSession();
    const lines = session.events.slice(0, events - written).map((event) => serializeEvent(event));
    const file = sessionFile(root, session);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, lines.join('\n') + '\n');
    if (own !== '' && session.author === own) mine.push(session);
    written += lines.length;
    files++;
  }
  return { files, sessions: files, localEvents: writeLocalActivity(root, mine) };
}

/**
 * Layer 2: decisions, rejections, fixes and lessons in the assistant's own prose, found by
 * weighted patterns. Real sessions rarely say "Decision:"; decisions read as narration of
 * the next step ("I'll use X instead of Y", "let's go with X", "rather than X, …"), so the
 * patterns follow that, and a set of gates keeps routine narration out ("I'll read the
 * file first", "let me use grep instead of find", questions, conditionals, offers).
 *
 * Confidence: 0.9 explicit markers; 0.75-0.8 a choice with its alternative or reason;
 * 0.5-0.6 weaker signals, stored but meant to stay out of briefings.
 */
import {
  proseParagraphs,
  splitSentences,
  stripEmphasis,
  truncate,
  type ProseParagraph,
} from './prose.js';

export type KeywordKind = 'decision' | 'rejection' | 'fix' | 'cause' | 'learned' | 'gotcha';

export interface KeywordMatch {
  kind: KeywordKind;
  confidence: number;
  /** The sentence as stored: emphasis stripped, whitespace collapsed. */
  sentence: string;
  reason?: string;
  alternatives?: string[];
  /** The part that states the fix or the cause (fix and cause matches). */
  detail?: string;
}

const A = `[’']`;
/** A first-person commitment to act: the only subjects a decision is read from. */
const INTENT = `(?:I${A}ll|I will|I${A}m going to|I am going to|we${A}ll|we will|we${A}re going to|we are going to|let${A}s|let us|let me|I${A}d rather|I${A}ve decided to|I have decided to)`;
const REASON = `(?:,?\\s+(?:because|since|given that|so that)\\s+(?<reason>.+))?`;

/** Verbs that describe routine steps, not choices ("I'll read the file instead of guessing"). */
const ROUTINE_VERBS = new Set(
  (
    'read reading reread re-read look looking check checking double-check verify verifying rerun re-run search searching grep grepping ' +
    'find finding open opening view viewing inspect inspecting examine examining explore exploring investigate investigating list listing ' +
    'see test testing start starting begin beginning take taking try trying retry retrying ask asking wait waiting continue continuing ' +
    'proceed proceeding fetch fetching call calling launch launching spawn spawning commit committing stage staging push pushing review ' +
    'reviewing print printing show showing display displaying summarize summarise summarizing summarising explain explaining answer ' +
    'answering respond responding mark marking confirm confirming analyze analyse analyzing analysing understand understanding get ' +
    'getting guess guessing help'
  ).split(' '),
);
/** What "run" may be followed by and stay routine: running the tests is not a decision, running cleanup on startup may be. */
const ROUTINE_RUN_OBJECTS = new Set([
  'tests',
  'test',
  'suite',
  'build',
  'linter',
  'lint',
  'checks',
  'check',
  'again',
  'it',
  'them',
  'this',
  'that',
  'command',
  'script',
]);
const LEADING_WORDS = new Set(['first', 'now', 'then', 'also', 'quickly', 'just']);

/** Things used for looking around: choosing one of these over another is not a decision. */
const ROUTINE_TOOLS = new Set([
  'Read',
  'Edit',
  'Write',
  'Bash',
  'Glob',
  'Grep',
  'Task',
  'Agent',
  'TodoWrite',
  'WebFetch',
  'WebSearch',
  'NotebookEdit',
  'MultiEdit',
  'LS',
]);
const ROUTINE_COMMANDS = new Set([
  'grep',
  'rg',
  'ripgrep',
  'find',
  'ls',
  'cat',
  'sed',
  'awk',
  'head',
  'tail',
  'less',
  'subagent',
  'sub-agent',
  'agent',
]);

const PRONOUN_SUBJECT = /^(?:this|that|it|these|those|which|they|doing (?:this|that|it))$/i;

const LEADING_INTENT = new RegExp(`^${INTENT}\\s+`, 'i');

/** Whether a clause ("read the file first", "use grep") describes a routine step; word lookups, no large patterns. */
function isRoutine(text: string | undefined): boolean {
  if (!text) return false;
  const words = text
    .replace(/^(?:I|we)\s+/i, '')
    .replace(LEADING_INTENT, '')
    .trim()
    .split(/\s+/);
  let i = 0;
  const lower = (at: number): string => (words[at] ?? '').toLowerCase().replace(/[,.;:]+$/, '');
  for (;;) {
    if (LEADING_WORDS.has(lower(i))) i++;
    else if (lower(i) === 'go' && lower(i + 1) === 'ahead' && lower(i + 2) === 'and') i += 3;
    else if ((lower(i) === 'start' || lower(i) === 'begin') && lower(i + 1) === 'by') i += 2;
    else break;
  }
  const verb = lower(i);
  if (ROUTINE_VERBS.has(verb)) return true;
  if (verb === 'run' || verb === 'running') {
    const next =
      ['the', 'it', 'them'].includes(lower(i + 1)) && ROUTINE_RUN_OBJECTS.has(lower(i + 2))
        ? lower(i + 2)
        : lower(i + 1);
    return ROUTINE_RUN_OBJECTS.has(next) || (next === 'test' && lower(i + 2) === 'suite');
  }
  if (
    (verb === 'figure' && lower(i + 1) === 'out') ||
    (verb === 'do' && (lower(i + 1) === 'that' || lower(i + 1) === 'this'))
  )
    return true;
  // The tool forms: "use grep", "the Read tool", "a subagent", "a different tool".
  let at = verb === 'use' || verb === 'using' ? i + 1 : i;
  if (['the', 'a', 'an'].includes(lower(at))) at++;
  const tool = (words[at] ?? '').replace(/[,.;:]+$/, '');
  return (
    ROUTINE_TOOLS.has(tool) ||
    ROUTINE_COMMANDS.has(tool.toLowerCase()) ||
    lower(at + 1) === 'tool' ||
    (lower(at) === 'task' && lower(at + 1) === 'agent')
  );
}

interface Pattern {
  kind: KeywordKind;
  /**
   * Words or phrases the sentence must contain (lower case, straight apostrophes), one
   * from each group, before the pattern is tried at all. A regular expression costs a compilation
   * the first times it runs in a process, which a hook that runs once per turn pays every
   * time: these checks keep most patterns from ever running.
   */
  needs: readonly (readonly string[])[];
  regex: RegExp;
  confidence: number | ((groups: Record<string, string | undefined>) => number | undefined);
  /** Returns false to drop the match (routine, pronoun-only…). */
  keep?: (groups: Record<string, string | undefined>) => boolean;
}

const notRoutine = (groups: Record<string, string | undefined>): boolean =>
  !isRoutine(groups.what) && !isRoutine(groups.alt);

const INTENT_WORDS = [
  "i'll",
  'i will',
  "i'm going to",
  'i am going to',
  "we'll",
  'we will',
  "we're going to",
  'we are going to',
  "let's",
  'let us',
  'let me',
  "i'd rather",
  "i've decided",
  'i have decided',
];
const APPROACH_WORDS = [
  'approach',
  'pattern',
  'strategy',
  'design',
  'architecture',
  'enum',
  'algorithm',
  'data structure',
  'library',
  'crate',
  'package',
  'framework',
  'format',
  'schema',
  'representation',
  'abstraction',
  'technique',
];

/** Tried in order; the first that matches a sentence wins. */
const PATTERNS: Pattern[] = [
  {
    kind: 'decision',
    needs: [['decision', 'decided']],
    regex: /^(?:decision|decided|we decided|i decided)\s*:\s*(?<what>.+)$/i,
    confidence: 0.9,
  },
  {
    kind: 'rejection',
    needs: [['rejected', 'not doing', 'ruled out', "won't do"]],
    regex: /^(?:rejected|not doing|ruled out|won[’']t do)\s*:\s*(?<what>.+)$/i,
    confidence: 0.9,
  },
  {
    kind: 'learned',
    needs: [
      [
        'til',
        'today i learned',
        'lesson',
        'lessons',
        'learned',
        'note to self',
        'insight',
        'learning',
      ],
    ],
    regex:
      /^(?:TIL|today I learned|lessons? learned|learned|note to self|key (?:insight|learning)|insight)\s*:\s*(?<what>.+)$/i,
    confidence: 0.8,
  },
  {
    kind: 'gotcha',
    needs: [['gotcha', 'caveat', 'pitfall', 'watch out', 'beware']],
    regex: /^(?:gotcha|caveat|pitfall|watch out|beware)\s*:\s*(?<what>.+)$/i,
    confidence: 0.8,
  },
  {
    kind: 'decision',
    needs: [
      [
        'chose',
        'choose',
        'picked',
        'pick',
        'opted for',
        'went with',
        'selected',
        'settled on',
        'prefer',
        'preferred',
      ],
      ['over', 'instead of', 'rather than'],
    ],
    regex: new RegExp(
      `(?:^|\\b(?:I|we)\\s+(?:have\\s+|${A}ve\\s+)?)(?:chose|choose|picked|opted for|went with|selected|settled on|prefer(?:red)?)\\s+(?<what>.+?)\\s+(?:over|instead of|rather than)\\s+(?<alt>[^,;]+?)(?:[,;].*?)?${REASON}$`,
      'i',
    ),
    confidence: 0.9,
    keep: notRoutine,
  },
  {
    kind: 'rejection',
    needs: [['decided']],
    regex: new RegExp(
      `\\b(?:I|we)(?:${A}ve|\\s+have)?\\s+decided\\s+(?:not\\s+to\\s+|against\\s+)(?<what>.+?)${REASON}$`,
      'i',
    ),
    confidence: 0.8,
    keep: (groups) => !isRoutine(groups.what),
  },
  {
    kind: 'decision',
    needs: [['rather than', 'instead of']],
    regex: new RegExp(
      `^(?:so\\s+|but\\s+)?(?:rather than|instead of)\\s+(?<alt>[^,]+?),\\s*(?:${INTENT}|I|we)\\s+(?<what>.+?)${REASON}$`,
      'i',
    ),
    confidence: 0.8,
    keep: notRoutine,
  },
  {
    kind: 'decision',
    needs: [INTENT_WORDS, ['instead of', 'rather than']],
    regex: new RegExp(
      `\\b${INTENT}\\s+(?<what>.+?)\\s+(?:instead of|rather than)\\s+(?<alt>[^,;]+?)(?:[,;].*?)?${REASON}$`,
      'i',
    ),
    confidence: 0.8,
    keep: notRoutine,
  },
  {
    kind: 'decision',
    needs: [
      [
        'used',
        'chose',
        'went with',
        'switched',
        'moved',
        'migrated',
        'picked',
        'opted for',
        'kept',
      ],
      ['instead of', 'rather than', 'over'],
    ],
    regex: new RegExp(
      `^(?:used|chose|went with|switched to|moved to|migrated to|picked|opted for|kept)\\s+(?<what>.+?)\\s+(?:instead of|rather than|over)\\s+(?<alt>[^,;]+?)(?:[,;].*?)?${REASON}$`,
      'i',
    ),
    confidence: 0.75,
    keep: notRoutine,
  },
  {
    kind: 'decision',
    needs: [['go with']],
    regex: new RegExp(
      `\\b(?:let${A}s|I${A}ll|we${A}ll|I will|we will|I${A}m going to|we${A}re going to)\\s+go\\s+with\\s+(?<what>.+?)${REASON}$`,
      'i',
    ),
    confidence: (groups) => (groups.reason ? 0.8 : 0.75),
    keep: (groups) => !/^(?:it|that|this|the flow)\b/i.test(groups.what ?? ''),
  },
  {
    kind: 'decision',
    needs: [['switch', 'switching', 'move', 'moving', 'migrate', 'migrating']],
    regex: new RegExp(
      `\\b(?:${INTENT}|I${A}m|we${A}re|I am|we are)\\s+(?:switch|switching|move|moving|migrate|migrating)\\s+(?:over\\s+)?to\\s+(?<what>.+?)${REASON}$`,
      'i',
    ),
    confidence: (groups) => (groups.reason ? 0.8 : 0.6),
    keep: notRoutine,
  },
  {
    kind: 'decision',
    needs: [INTENT_WORDS, ['because', 'since', 'given that']],
    regex: new RegExp(
      `\\b${INTENT}\\s+(?<what>(?:use|adopt|keep|store|represent|model|rely on|stick with|go for|pick)\\b.+?)\\s+(?:because|since|given that)\\s+(?<reason>.+)$`,
      'i',
    ),
    // "I'll store it in a variable since…" is a detail more often than a choice.
    confidence: (groups) =>
      /^(?:keep|store|represent|model)\b/i.test(groups.what ?? '') ? 0.55 : 0.7,
    keep: notRoutine,
  },
  {
    kind: 'decision',
    needs: [INTENT_WORDS, APPROACH_WORDS],
    regex: new RegExp(
      `\\b${INTENT}\\s+(?<what>(?:use|adopt|take|go for|implement)\\s+(?:a|an|the)?\\s*[^.]*?\\b(?:approach|pattern|strategy|design|architecture|enum|algorithm|data structure|library|crate|package|framework|format|schema|representation|abstraction|technique)\\b(?<purpose>.*))$`,
      'i',
    ),
    confidence: (groups) =>
      /^\s*(?:\S+\s+){0,6}?(?:to|for|so)\b/i.test(groups.purpose ?? '') ? 0.6 : 0.5,
    // "a different approach", "another approach": a change of tack with nothing to remember.
    keep: (groups) =>
      notRoutine(groups) &&
      !/\b(?:a\s+)?(?:different|another|other|new|simpler|more \w+|targeted|alternative)\s+(?:approach|strategy|technique)\b|\bor\s+(?:try|use|go|just|maybe)\b/i.test(
        groups.what ?? '',
      ),
  },
  {
    kind: 'decision',
    needs: [['decided']],
    regex: /\b(?:I|we)(?:[’']ve|\s+have)?\s+decided\s+to\s+(?<what>.+)$/i,
    confidence: 0.6,
    keep: (groups) => !isRoutine(groups.what),
  },
  {
    kind: 'decision',
    needs: [
      ['best', 'better', 'simplest', 'cleanest', 'safest', 'right', 'correct', 'preferred'],
      ['approach', 'option', 'solution', 'way', 'choice', 'design'],
    ],
    regex:
      /\bthe\s+(?:best|better|simplest|cleanest|safest|right|correct|preferred)\s+(?:approach|option|solution|way|choice|design)\s+(?:here\s+)?(?:is|would be|will be)\s+(?:to\s+)?(?<what>.+)$/i,
    confidence: 0.6,
    keep: (groups) => !isRoutine(groups.what),
  },
  {
    kind: 'rejection',
    needs: [
      ['work'],
      [
        "won't",
        'will not',
        "wouldn't",
        'would not',
        "can't",
        'cannot',
        "doesn't",
        'does not',
        "isn't",
      ],
    ],
    regex:
      /^(?<what>.+?)\s+(?<verb>won[’']t|will not|wouldn[’']t|would not|can[’']t|cannot|doesn[’']t|does not|isn[’']t going to)\s+work\b(?<rest>.*)$/i,
    confidence: (groups) => {
      const reason = /(?:because|since|given that|as|:|—|–|-)\s+(.+)$/i.exec(
        groups.rest ?? '',
      )?.[1];
      const pronoun = PRONOUN_SUBJECT.test((groups.what ?? '').trim());
      const present = /does/i.test(groups.verb ?? '');
      if (!reason) return pronoun || present ? undefined : 0.55;
      return pronoun ? 0.5 : 0.7;
    },
    keep: (groups) => !/^(?:I|we|you)\b/i.test(groups.what ?? ''),
  },
  {
    kind: 'rejection',
    needs: [
      ['use'],
      ["shouldn't", 'should not', "can't", 'cannot', "mustn't", 'must not', "don't"],
    ],
    regex:
      /\b(?:we|I|you)\s+(?:shouldn[’']t|should not|can[’']t|cannot|mustn[’']t|must not|don[’']t want to)\s+(?<what>use\s+.+?)\s+(?:because|since|given that|as)\s+(?<reason>.+)$/i,
    confidence: 0.7,
  },
  {
    kind: 'rejection',
    needs: [['avoid']],
    regex: new RegExp(
      `\\b${INTENT}\\s+(?<what>avoid\\s+.+?)\\s+(?:because|since|given that|as)\\s+(?<reason>.+)$`,
      'i',
    ),
    confidence: 0.6,
  },
  {
    kind: 'rejection',
    needs: [['not an option', 'not viable', 'not feasible', 'not suitable', 'not a good fit']],
    regex:
      /^(?<what>.+?)\s+(?:is|are|was|were)\s+not\s+(?:an option|viable|feasible|suitable|a good fit)\b,?\s*(?:because|since|as|given that)?\s*(?<reason>.*)$/i,
    confidence: 0.65,
    keep: (groups) => !PRONOUN_SUBJECT.test((groups.what ?? '').trim()) || Boolean(groups.reason),
  },
  {
    kind: 'fix',
    needs: [['fix', 'solution', 'workaround', 'remedy']],
    regex:
      /\bthe\s+(?:real\s+|actual\s+|simplest\s+|right\s+|proper\s+|correct\s+)?(?:fix|solution|workaround|remedy)\s+(?:here\s+)?(?:is|was|will be)\s+(?:to\s+)?(?<what>.+)$/i,
    confidence: 0.6,
  },
  {
    kind: 'fix',
    needs: [['by'], ['fixed', 'resolved', 'solved', 'worked around']],
    regex:
      /\b(?:fixed|resolved|solved|worked around)\s+(?:it|this|that|the\s+(?:issue|problem|bug|error|failure|crash|test))\s+by\s+(?<what>.+)$/i,
    confidence: 0.6,
  },
  {
    kind: 'cause',
    needs: [['cause', 'problem', 'issue', 'error', 'bug', 'failure', 'culprit']],
    regex:
      /\bthe\s+(?:root\s+)?(?:cause|problem|issue|error|bug|failure|culprit)\s+(?:is|was|here is)\s+(?:that\s+|because\s+|caused by\s+)(?<what>.+)$/i,
    confidence: 0.5,
  },
  {
    kind: 'cause',
    needs: [['because']],
    regex: /\b(?:fails|failed|failing|crashes|crashed|breaks|broke)\s+because\s+(?<what>.+)$/i,
    confidence: 0.5,
  },
  {
    kind: 'learned',
    needs: [['turns out']],
    regex: /^(?:so\s+)?(?:it\s+)?turns out(?:\s+that)?,?\s+(?<what>.+)$/i,
    confidence: 0.5,
  },
  // Terse statements of how things are, the way real sessions write lessons: "X requires Y",
  // "X doesn't support Y", "X must be Y". The subject must name something (not "it", "I", "we").
  {
    kind: 'learned',
    needs: [['requires', 'expects', 'must', 'depends', 'only']],
    regex: new RegExp(
      `^(?:[^;:]{0,80}?,\\s+(?:but|and|so|while|whereas|yet)\\s+|but\\s+|so\\s+|and\\s+)?(?<subject>[^,;:]{3,80}?)\\s+(?:requires|expects|must be|must have|must not|mustn${A}t|depends on|only (?:supports|works|runs|accepts|applies))\\b(?<what>.{3,})$`,
      'i',
    ),
    confidence: 0.6,
    keep: (groups) => namesSomething(groups.subject),
  },
  {
    kind: 'learned',
    needs: [
      [
        "doesn't",
        'does not',
        "don't",
        'do not',
        "isn't",
        'is not',
        "aren't",
        'are not',
        "can't",
        'cannot',
        "won't",
        'never',
      ],
    ],
    regex: new RegExp(
      `^(?:[^;:]{0,80}?,\\s+(?:but|and|so|while|whereas|yet)\\s+|but\\s+|so\\s+|and\\s+|however,?\\s+|note:?\\s+)?(?<subject>[^,;:]{3,80}?)\\s+(?:doesn${A}t|does not|don${A}t|do not|isn${A}t|is not|aren${A}t|are not|can${A}t|cannot|won${A}t|never)\\s+(?:(?:get|gets|be|been|yet|actually|automatically|currently|always)\\s+)?(?<verb>support|accept|allow|handle|include|build|built|compile|create|call|run|use|return|match|parse|implement|implemented|persist|preserve|propagate|trigger|export|exported|work with|set|defined|cover|read|write)\\w*\\b(?<what>.*)$`,
      'i',
    ),
    confidence: 0.55,
    keep: (groups) => namesSomething(groups.subject),
  },
  {
    kind: 'cause',
    needs: [['issue', 'problem', 'culprit', 'bug']],
    regex:
      /^(?:so\s+|ah,?\s+|i see[,.]?\s+)?the\s+(?:root\s+|real\s+|actual\s+|underlying\s+)?(?:issue|problem|culprit|bug)\s+(?:is|was)\s+(?<what>(?!to\b).{8,})$/i,
    confidence: 0.5,
  },
  {
    kind: 'decision',
    needs: [['since'], INTENT_WORDS],
    regex: new RegExp(`^since\\s+(?<reason>[^,]{8,}),\\s*${INTENT}\\s+(?<what>.+)$`, 'i'),
    confidence: 0.6,
    keep: notRoutine,
  },
];

/** Subjects that name nothing a later session could look up. */
const VAGUE_SUBJECT =
  /^(?:it|this|that|these|those|they|there|which|what|who|i|we|you|he|she|one|everything|nothing|something|anything|all|both|each|the (?:user|assistant)|this (?:one|time|approach|way))$/i;

/** Whether a subject names a thing (a file, a function, a tool, "the parser") rather than a pronoun or a person. */
function namesSomething(subject: string | undefined): boolean {
  // "You're right to ask - auto-commit doesn't …": the subject is what follows the dash.
  const text = (subject ?? '')
    .split(/\s[-—–]\s/)
    .pop()!
    .trim()
    .replace(/^(?:but|so|and|also|now|note that|however)\s+/i, '');
  if (text === '' || VAGUE_SUBJECT.test(text) || /^(?:I|we|you)\b/i.test(text)) return false;
  if (/^(?:if|when|unless|once|let|let's|let me|now|then|maybe|perhaps)\b/i.test(text))
    return false;
  return text.split(/\s+/).length <= 10;
}

/** Each pattern's index under the first word of every entry of its first group of needs. */
const PATTERNS_BY_WORD = new Map<string, number[]>();
PATTERNS.forEach((pattern, index) => {
  for (const needed of pattern.needs[0]!) {
    const word = needed.split(' ')[0]!;
    const list = PATTERNS_BY_WORD.get(word) ?? [];
    if (!list.includes(index)) list.push(index);
    PATTERNS_BY_WORD.set(word, list);
  }
});

/** Each pattern with match indices on (so groups can be read from the unmasked sentence), built on first use. */
const withIndices = new Map<Pattern, RegExp>();
function indexedRegex(pattern: Pattern): RegExp {
  let regex = withIndices.get(pattern);
  if (!regex)
    withIndices.set(pattern, (regex = new RegExp(pattern.regex.source, `${pattern.regex.flags}d`)));
  return regex;
}

/** Sentences that are not statements of what was done or decided. */
const NOT_A_STATEMENT_START = new Set(
  'if when whenever unless once whether should would could can do does did shall please maybe perhaps alternatively optionally'.split(
    ' ',
  ),
);
const NOT_A_STATEMENT_PHRASES = [
  'will you',
  'want me',
  'let me know',
  'feel free',
  'one option',
  'another option',
];
const OFFER_OR_HYPOTHETICAL = [
  'if you',
  'would you',
  'do you want',
  'you could',
  'you might',
  'or should',
  'if needed',
  'if necessary',
  'we could',
  'i could',
  'might want',
];

/** Questions, conditionals, offers and hypotheticals: sentences that decide nothing. */
function isNotAStatement(sentence: string, lower: string): boolean {
  if (/\?\s*$/.test(sentence)) return true;
  const first = /^[a-z']+/.exec(lower)?.[0] ?? '';
  if (
    NOT_A_STATEMENT_START.has(first) ||
    NOT_A_STATEMENT_PHRASES.some((phrase) => lower.startsWith(phrase))
  )
    return true;
  return OFFER_OR_HYPOTHETICAL.some((phrase) => containsWords(lower, phrase));
}

const isLetter = (char: string | undefined): boolean =>
  char !== undefined && char >= 'a' && char <= 'z';

/** Whether `phrase` occurs in `lower` as whole words. */
function containsWords(lower: string, phrase: string): boolean {
  for (let at = lower.indexOf(phrase); at >= 0; at = lower.indexOf(phrase, at + 1)) {
    if (!isLetter(lower[at - 1]) && !isLetter(lower[at + phrase.length])) return true;
  }
  return false;
}

/** Masks inline code so that patterns cannot match inside it (same length, so indices hold). */
function maskCode(text: string): string {
  return text.replace(/`[^`]*`/g, (code) => '`' + 'x'.repeat(Math.max(code.length - 2, 0)) + '`');
}

function cleanFragment(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const trimmed = text
    .trim()
    .replace(/[\s.,;:!]+$/, '')
    .trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Group values read from the unmasked sentence at the masked match's positions. */
function groupsOf(match: RegExpExecArray, original: string): Record<string, string | undefined> {
  const groups: Record<string, string | undefined> = {};
  const indices = match.indices?.groups ?? {};
  for (const [name, span] of Object.entries(indices))
    groups[name] = span ? original.slice(span[0], span[1]) : undefined;
  return groups;
}

/** Reads one sentence (emphasis already stripped); undefined when nothing in it is memory. */
export function matchSentence(sentence: string): KeywordMatch | undefined {
  if (sentence.length < 12 || sentence.length > 600) return undefined;
  const masked = sentence.includes('`') ? maskCode(sentence) : sentence;
  const lower = masked.toLowerCase().replaceAll('’', "'");
  const words = lower.split(/[^a-z0-9']+/);
  // Only patterns indexed under one of the sentence's words can match; most sentences have none.
  let indexed: Set<number> | undefined;
  for (const word of words) {
    const hits = PATTERNS_BY_WORD.get(word);
    if (hits) for (const index of hits) (indexed ??= new Set()).add(index);
  }
  if (!indexed) return undefined;
  const wordSet = new Set(words);
  const has = (needed: string): boolean => {
    const space = needed.indexOf(' ');
    return space < 0
      ? wordSet.has(needed)
      : wordSet.has(needed.slice(0, space)) && lower.includes(needed);
  };
  const candidates = [...indexed]
    .sort((a, b) => a - b)
    .map((index) => PATTERNS[index]!)
    .filter((pattern) => pattern.needs.every((group) => group.some(has)));
  if (candidates.length === 0) return undefined;
  if (isNotAStatement(sentence, lower)) return undefined;
  const bare = sentence.replace(/[\s.!]+$/, '');
  const maskedBare = masked.slice(0, bare.length);
  for (const pattern of candidates) {
    const match = indexedRegex(pattern).exec(maskedBare);
    if (!match) continue;
    const groups = groupsOf(match, bare);
    if (pattern.keep && !pattern.keep(groups)) continue;
    const confidence =
      typeof pattern.confidence === 'number' ? pattern.confidence : pattern.confidence(groups);
    if (confidence === undefined) continue;
    const result: KeywordMatch = {
      kind: pattern.kind,
      confidence,
      sentence: truncate(sentence, 500),
    };
    const reason = cleanFragment(groups.reason);
    if (reason) result.reason = truncate(reason, 300);
    const alternative = cleanFragment(groups.alt);
    if (alternative) result.alternatives = [truncate(alternative, 200)];
    if (pattern.kind === 'fix' || pattern.kind === 'cause') {
      const detail = cleanFragment(groups.what);
      if (detail) result.detail = truncate(detail, 300);
    }
    return result;
  }
  return undefined;
}

/** Every keyword match in an assistant text block's prose (code, quotes, tables and headings excluded). */
export function findKeywordMatches(markdown: string): KeywordMatch[] {
  return matchParagraphs(proseParagraphs(markdown));
}

/** Every keyword match in prose already split into paragraphs (see proseParagraphs). */
export function matchParagraphs(paragraphs: readonly ProseParagraph[]): KeywordMatch[] {
  const matches: KeywordMatch[] = [];
  const seen = new Set<string>();
  for (const paragraph of paragraphs) {
    for (const raw of splitSentences(paragraph.text)) {
      const sentence = stripEmphasis(raw).replace(/\s+/g, ' ').trim();
      if (seen.has(sentence)) continue;
      seen.add(sentence);
      const match = matchSentence(sentence);
      if (match) matches.push(match);
    }
  }
  return matches;
}

/**
 * The reason and the alternatives stated in a decision's text, for tags and explicit
 * markers: "Chose SQLite over PostgreSQL because zero-config matters" gives the reason
 * "zero-config matters" and the alternative "PostgreSQL"; "Rejected JSON files — doesn't
 * scale" gives the reason "doesn't scale".
 */
export function decisionDetails(text: string): { reason?: string; alternatives?: string[] } {
  const details: { reason?: string; alternatives?: string[] } = {};
  const masked = maskCode(text);
  const because =
    /\s(?:because|since|given that|so that)\s+(.+)$/is.exec(masked) ??
    /\s(?:—|–|--|-)\s+(.+)$/s.exec(masked);
  if (because) {
    const reason = cleanFragment(
      text.slice(because.index + because[0].length - because[1]!.length),
    );
    if (reason) details.reason = truncate(reason, 300);
  }
  const over =
    /\b(?:over|instead of|rather than)\s+(.+?)(?=\s+(?:because|since|given that|so that)\b|[,;]|\s(?:—|–|--|-)\s|\.\s|\.?$)/is.exec(
      masked,
    );
  if (over) {
    const start = over.index + over[0].length - over[1]!.length;
    const alternative = cleanFragment(text.slice(start, start + over[1]!.length));
    if (alternative) details.alternatives = [truncate(alternative, 200)];
  }
  return details;
}

const FIRST_PERSON_OPENING = new RegExp(
  `^(?:(?:so|now|then|ok(?:ay)?),?\\s+)?${INTENT}\\s+(?=[a-z])`,
  'i',
);

/**
 * A decision in the assistant's first person ("I'll use X instead of Y because Z") as a
 * fact ("Use X instead of Y because Z"), where that is safe: the commitment opens the
 * sentence and no other first person follows. Otherwise the sentence as it was.
 */
export function decisionAsFact(sentence: string): string {
  const opening = FIRST_PERSON_OPENING.exec(sentence);
  if (!opening) return sentence;
  const rest = sentence.slice(opening[0].length);
  if (/\b(?:I|me|my|we|us|our)\b/i.test(rest.replace(/`[^`]*`/g, ''))) return sentence;
  return (rest.charAt(0).toUpperCase() + rest.slice(1)).replace(/\s*:\s*$/, '.');
}

/** The files a sentence names in inline code (`src/app.ts`, `setup.go`). */
export function filesNamed(sentence: string): string[] {
  const files = new Set<string>();
  for (const match of sentence.matchAll(/`([^`\s]+)`/g)) {
    const name = match[1]!.replace(/[:,]\d+(?:-\d+)?$/, '');
    if (
      /^[\w./-]+\.[A-Za-z][A-Za-z0-9]{0,5}$/.test(name) &&
      !/^\d/.test(name) &&
      !/\(\)$/.test(name)
    )
      files.add(name);
  }
  return [...files].slice(0, 8);
}

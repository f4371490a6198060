/**
 * The text of a `session_outcome`: `Goal: … . Outcome: … . Open: a; b. Docs written: x.md.
 * Done: … .` Capture writes it (capture/ledger.ts) and the briefing reads its parts back, so
 * the parts are said once, in the text, and not again in the event's data. What was done
 * comes last: it is the longest part, and the text is cut to its room from the end.
 * Pure.
 */

const PARTS = ['Goal', 'Outcome', 'Open', 'Docs written', 'Done'] as const;
type PartName = (typeof PARTS)[number];
/** A part's own words that would read as the start of another part. */
const MARKER = /(^|\s)(Goal|Outcome|Open|Docs written|Done): /g;

export interface OutcomeParts {
  goal?: string;
  outcome?: string;
  done?: string;
  open: string[];
  docs?: string[];
}

function sentence(text: string): string {
  return text.trimEnd().replace(/[.]+$/, '').trimEnd();
}

/** A part's text that reads back as itself: a marker in its words loses its colon ("say Done - when …"). */
function unmarked(text: string): string {
  return text.replace(MARKER, '$1$2 - ');
}

/** The outcome's text: each part given, in order, ending with a full stop. */
export function outcomeText(parts: OutcomeParts): string {
  const said: [PartName, string | undefined][] = [
    ['Goal', parts.goal],
    ['Outcome', parts.outcome],
    // One open end's own "; " would read as two.
    [
      'Open',
      parts.open.length
        ? parts.open.map((item) => sentence(item).replace(/; /g, ', ')).join('; ')
        : undefined,
    ],
    ['Docs written', parts.docs?.length ? parts.docs.join(', ') : undefined],
    ['Done', parts.done],
  ];
  return said
    .filter(
      (entry): entry is [PartName, string] => entry[1] !== undefined && sentence(entry[1]) !== '',
    )
    .map(([name, text]) => `${name}: ${sentence(unmarked(text))}.`)
    .join(' ');
}

/**
 * An outcome's text read back into its parts. Parts come in order, each once, so a later
 * "Goal: " inside a part stays its text (`outcomeText` writes none).
 */
export function outcomeParts(content: string): OutcomeParts {
  const found: Partial<Record<PartName, string>> = {};
  const marks = [...content.matchAll(MARKER)].map((mark) => ({
    order: PARTS.indexOf(mark[2] as PartName),
    start: mark.index,
    end: mark.index + mark[0].length,
  }));
  let last = -1;
  const kept = marks.filter((mark) => (mark.order > last ? ((last = mark.order), true) : false));
  for (const [index, mark] of kept.entries()) {
    const text = content
      .slice(mark.end, kept[index + 1]?.start ?? content.length)
      .trim()
      .replace(/\.$/, '');
    if (text) found[PARTS[mark.order]!] = text;
  }
  return {
    ...(found.Goal ? { goal: found.Goal } : {}),
    ...(found.Outcome ? { outcome: found.Outcome } : {}),
    ...(found.Done ? { done: found.Done } : {}),
    open: found.Open ? found.Open.split('; ').filter(Boolean) : [],
    ...(found['Docs written'] ? { docs: found['Docs written'].split(', ').filter(Boolean) } : {}),
  };
}

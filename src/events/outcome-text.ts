/**
 * The text of a `session_outcome`: `Goal: … . Outcome: … . Done: … . Open: a; b. Docs
 * written: x.md.` Capture writes it (capture/ledger.ts) and the briefing reads its parts
 * back, so the parts are said once, in the text, and not again in the event's data. Pure.
 */

const PARTS = ['Goal', 'Outcome', 'Done', 'Open', 'Docs written'] as const;
type PartName = (typeof PARTS)[number];

export interface OutcomeParts {
  goal?: string;
  outcome?: string;
  done?: string;
  open: string[];
  docs?: string[];
}

function sentence(text: string): string {
  return text.replace(/[.\s]+$/, '');
}

/** The outcome's text: each part given, in order, ending with a full stop. */
export function outcomeText(parts: OutcomeParts): string {
  const said: [PartName, string | undefined][] = [
    ['Goal', parts.goal],
    ['Outcome', parts.outcome],
    ['Done', parts.done],
    ['Open', parts.open.length ? parts.open.map(sentence).join('; ') : undefined],
    ['Docs written', parts.docs?.length ? parts.docs.join(', ') : undefined],
  ];
  return said
    .filter((entry): entry is [PartName, string] => entry[1] !== undefined && sentence(entry[1]) !== '')
    .map(([name, text]) => `${name}: ${sentence(text)}.`)
    .join(' ');
}

/**
 * An outcome's text read back into its parts. For display: a part that itself holds
 * " Outcome: " is cut there; parts come in order, each once, so a later "Goal: " inside a
 * part stays its text.
 */
export function outcomeParts(content: string): OutcomeParts {
  const found: Partial<Record<PartName, string>> = {};
  const marks = [...content.matchAll(new RegExp(`(?:^|\\s)(${PARTS.join('|')}): `, 'g'))].map((mark) => ({ order: PARTS.indexOf(mark[1] as PartName), start: mark.index, end: mark.index + mark[0].length }));
  let last = -1;
  const kept = marks.filter((mark) => (mark.order > last ? ((last = mark.order), true) : false));
  for (const [index, mark] of kept.entries()) {
    const text = content.slice(mark.end, kept[index + 1]?.start ?? content.length).trim().replace(/\.$/, '');
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

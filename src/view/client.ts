/**
 * The explorer page's script (bundled for the browser into dist/view-client.js, inlined into
 * the page). It reads the data block and builds the page with DOM calls that set text only:
 * no field of any memory ever reaches innerHTML, an attribute that runs code, or a URL. In a
 * page served by `cortex view --serve`, search asks the server (ranked as `cortex search`
 * ranks) and the correction buttons call it with the run's token; a page opened from a file
 * searches its own data by words.
 */
import type {
  ExplorerData,
  ExplorerMemory,
  ExplorerSession,
} from '../projections/explorer-types.js';

interface Config {
  serve: { token: string } | null;
}

type Tab = 'overview' | 'sessions' | 'memories' | 'decisions' | 'plan';
const TABS: [Tab, string][] = [
  ['overview', 'Overview'],
  ['sessions', 'Sessions'],
  ['memories', 'Memories'],
  ['decisions', 'Decisions'],
  ['plan', 'Plan'],
];
/** How many cards are built at a time; more as the reader scrolls. */
const PAGE = 100;

function readJson<T>(id: string): T {
  return JSON.parse(document.getElementById(id)!.textContent ?? 'null') as T;
}

let data = readJson<ExplorerData>('cortex-data');
const config = readJson<Config>('cortex-config');
let byId = new Map(data.memories.map((memory) => [memory.id, memory]));
let tab: Tab = 'overview';
const filters = { q: '', type: '', branch: '', author: '', status: 'active', trust: '', since: '' };
/** The server's ranking for the current query (served pages), in order. */
let ranked: { query: string; ids: string[]; note?: string } | undefined;
/** How many cards the memory list shows at first (more, to reach a memory linked to). */
let shownCount = PAGE;

/** An element with text and attributes; children are elements or text (never markup). */
function el(
  tag: string,
  attrs: Record<string, string> = {},
  ...children: (Node | string | null | undefined | false)[]
): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children)
    if (child) node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  return node;
}

function dateTime(ts: string): string {
  return `${ts.slice(0, 10)} ${ts.slice(11, 16)} UTC`;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}

/** A link to a memory on the Memories tab. */
function memoryLink(id: string, text?: string): HTMLElement {
  const memory = byId.get(id);
  const link = el(
    'a',
    { href: `#m-${id}`, 'data-memory': id },
    text ??
      (memory
        ? `${memory.short} ${memory.content.slice(0, 90)}${memory.content.length > 90 ? '…' : ''}`
        : id.slice(0, 8)),
  );
  link.addEventListener('click', (event) => {
    event.preventDefault();
    showMemory(id);
  });
  return link;
}

function whoOf(memory: ExplorerMemory): string {
  return memory.committedBy ?? memory.author ?? 'unknown author';
}

function card(memory: ExplorerMemory): HTMLElement {
  const head = el(
    'div',
    { class: 'head' },
    el('span', { class: 'chip type' }, memory.type),
    memory.status !== 'active'
      ? el(
          'span',
          { class: `chip ${memory.status}` },
          memory.status === 'retracted' ? 'forgotten' : 'superseded',
        )
      : null,
    memory.pinned ? el('span', { class: 'chip pinned' }, 'pinned') : null,
    memory.trusted ? null : el('span', { class: 'chip untrusted' }, 'untrusted'),
    memory.elsewhere ? el('span', { class: 'chip' }, `not merged: ${memory.elsewhere}`) : null,
    el(
      'span',
      {},
      `${dateTime(memory.ts)} · ${memory.branch ?? 'no branch'} · ${whoOf(memory)} · `,
    ),
    el('code', { class: 'id' }, memory.short),
  );
  const node = el(
    'article',
    { class: `card ${memory.status}`, id: `m-${memory.id}`, 'data-id': memory.id },
    head,
    el('div', { class: 'content' }, memory.content),
  );
  if (memory.reason) node.append(el('div', { class: 'detail' }, `Why: ${memory.reason}`));
  if (memory.alternatives?.length)
    node.append(el('div', { class: 'detail' }, `Chosen over: ${memory.alternatives.join('; ')}`));
  if (memory.files.length)
    node.append(
      el(
        'div',
        { class: 'detail' },
        `Files: ${memory.files.join(', ')}${memory.freshness ? ` ${memory.freshness}` : ''}`,
      ),
    );
  if (memory.tags.length)
    node.append(el('div', { class: 'detail' }, `Tags: ${memory.tags.join(', ')}`));
  const provenance = [
    memory.session ? `session ${memory.session.slice(0, 8)}` : 'written by hand',
    memory.committedBy ? `committed by ${memory.committedBy}` : 'not committed yet',
    memory.author && memory.author !== memory.committedBy ? `recorded as ${memory.author}` : '',
    memory.edits ? `reworded ${plural(memory.edits, 'time')}` : '',
    memory.record ? `record ${memory.record}` : '',
  ].filter(Boolean);
  node.append(el('div', { class: 'detail' }, provenance.join(' · ')));
  const chain = chainOf(memory);
  if (chain) node.append(chain);
  for (const text of memory.marks) node.append(el('div', { class: 'mark' }, text));
  if (config.serve && memory.status === 'active') node.append(actions(memory));
  return node;
}

/** What a memory replaced and what replaced it. */
function chainOf(memory: ExplorerMemory): HTMLElement | null {
  const items: HTMLElement[] = [];
  for (const id of memory.replaces) items.push(el('li', {}, 'Replaced ', memoryLink(id)));
  if (memory.replacedBy) items.push(el('li', {}, 'Replaced by ', memoryLink(memory.replacedBy)));
  if (memory.forgottenBy)
    items.push(el('li', {}, `Forgotten by correction ${memory.forgottenBy.slice(0, 8)}`));
  return items.length ? el('ul', { class: 'chain' }, ...items) : null;
}

function actions(memory: ExplorerMemory): HTMLElement {
  const button = (label: string, run: () => void) => {
    const node = el('button', { type: 'button', 'data-action': label.toLowerCase() }, label);
    node.addEventListener('click', run);
    return node;
  };
  return el(
    'div',
    { class: 'actions' },
    button('Forget', () => {
      const reason = window.prompt(`Forget ${memory.short}? Give a reason (optional):`, '');
      if (reason !== null)
        void correct('forget', {
          ids: [memory.id],
          ...(reason.trim() ? { reason: reason.trim() } : {}),
        });
    }),
    button(
      memory.pinned ? 'Unpin' : 'Pin',
      () => void correct('pin', { ids: [memory.id], pinned: !memory.pinned }),
    ),
    button('Edit', () => {
      // Text with a character written as its escape (\\u200b) is not offered for editing: saved back, the escape would become its text.
      const escaped = /\\u[0-9a-f]{4}/i.test(memory.content);
      const content = window.prompt(
        escaped ? `Reword ${memory.short} (type the new wording):` : `Reword ${memory.short}:`,
        escaped ? '' : memory.content,
      );
      if (content !== null && content.trim() && content !== memory.content)
        void correct('edit', { id: memory.id, content: content.trim() });
    }),
    button('Supersede', () => {
      const content = window.prompt(`What replaces ${memory.short}?`, '');
      if (content !== null && content.trim())
        void correct('supersede', { ids: [memory.id], content: content.trim() });
    }),
  );
}

function flash(text: string): void {
  const node = document.getElementById('status')!;
  node.textContent = text;
  node.classList.add('shown');
  window.setTimeout(() => node.classList.remove('shown'), 4000);
}

async function api(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-cortex-token': config.serve!.token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { error?: string };
  if (!response.ok) throw new Error(answer.error ?? `the server answered ${response.status}`);
  return answer;
}

async function correct(action: string, body: unknown): Promise<void> {
  try {
    const answer = (await api(`/api/${action}`, body)) as { message: string };
    data = (await api('/api/data')) as ExplorerData;
    byId = new Map(data.memories.map((memory) => [memory.id, memory]));
    ranked = undefined;
    render();
    askServer(filters.q.trim());
    flash(answer.message);
  } catch (error) {
    flash(`Not done: ${(error as Error).message}`);
  }
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
}

/** A page from a file: every word of the query begins a word of the memory; more matches first. */
function wordScore(memory: ExplorerMemory, query: string[]): number {
  const text = words(
    [memory.content, memory.reason ?? '', memory.type, ...memory.files, ...memory.tags].join(' '),
  );
  let score = 0;
  for (const term of query) {
    const hits = text.filter((word) => word.startsWith(term)).length;
    if (!hits) return 0;
    score += hits;
  }
  return score;
}

function passes(memory: ExplorerMemory): boolean {
  if (filters.type && memory.type !== filters.type) return false;
  if (filters.branch && memory.branch !== filters.branch) return false;
  if (filters.author && whoOf(memory) !== filters.author) return false;
  if (filters.status === 'active' && memory.status !== 'active') return false;
  if (filters.status === 'corrected' && memory.status === 'active') return false;
  if (filters.trust === 'trusted' && !memory.trusted) return false;
  if (filters.trust === 'untrusted' && memory.trusted) return false;
  if (filters.since && memory.ts.slice(0, 10) < filters.since) return false;
  return true;
}

/** The memories the filters and the query select, in the order they are shown. */
function selected(): { memories: ExplorerMemory[]; note: string } {
  const query = filters.q.trim();
  if (!query) return { memories: data.memories.filter(passes), note: 'newest first' };
  if (config.serve && ranked?.query === query) {
    const memories = ranked.ids
      .map((id) => byId.get(id))
      .filter((memory): memory is ExplorerMemory => memory !== undefined && passes(memory));
    const older = ranked.ids.filter((id) => !byId.has(id)).length;
    const notes = [
      ranked.note ?? 'ranked as cortex search ranks',
      older
        ? `${plural(older, 'older match', 'older matches')} not on this page (cortex search finds ${older === 1 ? 'it' : 'them'})`
        : '',
    ];
    return { memories, note: notes.filter(Boolean).join(' · ') };
  }
  const terms = words(query);
  const scored = data.memories
    .map((memory) => ({ memory, score: passes(memory) ? wordScore(memory, terms) : 0 }))
    .filter((entry) => entry.score > 0);
  scored.sort((a, b) => b.score - a.score || (a.memory.ts < b.memory.ts ? 1 : -1));
  return {
    memories: scored.map((entry) => entry.memory),
    note: config.serve
      ? 'searching…'
      : 'matching words (cortex search and cortex view --serve rank by relevance)',
  };
}

let searchTimer: number | undefined;
function askServer(query: string): void {
  if (!config.serve || !query) return;
  window.clearTimeout(searchTimer);
  searchTimer = window.setTimeout(() => {
    api(`/api/search?q=${encodeURIComponent(query)}`)
      .then((answer) => {
        const { ids, note } = answer as { ids: string[]; note?: string };
        if (filters.q.trim() !== query) return;
        ranked = { query, ids, ...(note ? { note } : {}) };
        renderList();
      })
      .catch((error: Error) => flash(`Search failed: ${error.message}`));
  }, 150);
}

function options(values: string[], all: string): HTMLElement[] {
  return [
    el('option', { value: '' }, all),
    ...values.map((value) => el('option', { value }, value)),
  ];
}

function select(name: keyof typeof filters, choices: HTMLElement[]): HTMLElement {
  const node = el('select', { name, 'aria-label': name }, ...choices) as HTMLSelectElement;
  node.value = filters[name];
  node.addEventListener('change', () => {
    filters[name] = node.value;
    shownCount = PAGE;
    renderList();
  });
  return node;
}

function distinct(values: (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))].sort();
}

function memoriesTab(): HTMLElement {
  const search = el('input', {
    type: 'search',
    name: 'q',
    placeholder: 'Search the memory…',
    'aria-label': 'search',
  }) as HTMLInputElement;
  search.value = filters.q;
  search.addEventListener('input', () => {
    filters.q = search.value;
    shownCount = PAGE;
    renderList();
    askServer(filters.q.trim());
  });
  const since = el('input', {
    type: 'date',
    name: 'since',
    'aria-label': 'since',
  }) as HTMLInputElement;
  since.value = filters.since;
  since.addEventListener('change', () => {
    filters.since = since.value;
    renderList();
  });
  const bar = el(
    'div',
    { class: 'filters' },
    search,
    select('type', options(distinct(data.memories.map((memory) => memory.type)), 'every type')),
    select(
      'branch',
      options(distinct(data.memories.map((memory) => memory.branch)), 'every branch'),
    ),
    select('author', options(distinct(data.memories.map(whoOf)), 'every author')),
    select('status', [
      el('option', { value: 'active' }, 'standing'),
      el('option', { value: 'corrected' }, 'forgotten or replaced'),
      el('option', { value: '' }, 'all'),
    ]),
    select('trust', [
      el('option', { value: '' }, 'trusted or not'),
      el('option', { value: 'trusted' }, 'trusted'),
      el('option', { value: 'untrusted' }, 'untrusted'),
    ]),
    el('label', { class: 'count' }, 'since ', since),
  );
  return el('section', {}, bar, el('div', { id: 'list' }));
}

/**
 * Fills `container` with the cards of `items`, PAGE at a time: the next ones are appended
 * (never the whole list rebuilt) when the reader scrolls to the end or asks for more.
 */
function lazyCards<T>(
  container: HTMLElement,
  items: readonly T[],
  make: (item: T) => HTMLElement,
  upTo = PAGE,
): void {
  let shown = 0;
  let more: HTMLElement | undefined;
  const watcher = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) showMore(PAGE);
  });
  const showMore = (count: number) => {
    more?.remove();
    watcher.disconnect();
    const next = items.slice(shown, shown + count);
    container.append(...next.map(make));
    shown += next.length;
    if (shown < items.length) {
      more = el(
        'button',
        { type: 'button', class: 'more' },
        `Show more (${items.length - shown} more of ${items.length})`,
      );
      more.addEventListener('click', () => showMore(PAGE));
      container.append(more);
      watcher.observe(more);
    }
  };
  showMore(Math.max(PAGE, upTo));
}

function renderList(): void {
  const list = document.getElementById('list');
  if (!list) return;
  const { memories, note } = selected();
  list.replaceChildren(
    el(
      'p',
      { class: 'count', id: 'count' },
      `${plural(memories.length, 'memory', 'memories')} · ${note}`,
    ),
  );
  if (memories.length === 0)
    list.append(
      el(
        'p',
        { class: 'empty' },
        filters.q ? 'Nothing matches on this page.' : 'No memories here.',
      ),
    );
  lazyCards(list, memories, card, shownCount);
}

function showMemory(id: string): void {
  const memory = byId.get(id);
  if (!memory) return;
  Object.assign(filters, {
    q: '',
    type: '',
    branch: '',
    author: '',
    status: '',
    trust: '',
    since: '',
  });
  const index = data.memories.indexOf(memory);
  shownCount = Math.max(PAGE, index + 1);
  tab = 'memories';
  render();
  history.replaceState(null, '', `#m-${id}`);
  document.getElementById(`m-${id}`)?.scrollIntoView({ block: 'center' });
}

function sessionCard(session: ExplorerSession): HTMLElement {
  const node = el(
    'article',
    { class: 'card session', id: `s-${session.id}` },
    el(
      'div',
      { class: 'head' },
      el('span', { class: 'chip type' }, 'session'),
      session.trusted ? null : el('span', { class: 'chip untrusted' }, 'untrusted'),
      el(
        'span',
        {},
        `${dateTime(session.start)} – ${session.end.slice(0, 10) === session.start.slice(0, 10) ? session.end.slice(11, 16) : dateTime(session.end)} · ${session.branch ?? 'no branch'} · ${session.author ?? 'unknown author'} · `,
      ),
      el('code', {}, session.short),
    ),
  );
  if (session.goal) node.append(el('div', { class: 'detail' }, `Goal: ${session.goal}`));
  if (session.outcome) node.append(el('div', { class: 'content' }, session.outcome));
  if (session.openEnds.length)
    node.append(
      el('div', { class: 'detail' }, 'Left open:'),
      el('ul', {}, ...session.openEnds.map((text) => el('li', {}, text))),
    );
  if (session.commits.length)
    node.append(el('div', { class: 'detail' }, `Commits: ${session.commits.join('; ')}`));
  if (session.docs.length)
    node.append(el('div', { class: 'detail' }, `Docs written: ${session.docs.join('; ')}`));
  const taught = session.memories
    .map((id) => byId.get(id))
    .filter(
      (memory): memory is ExplorerMemory => memory !== undefined && memory.type !== 'outcome',
    );
  if (taught.length)
    node.append(
      el('div', { class: 'detail' }, `What it taught (${taught.length}):`),
      el(
        'ul',
        {},
        ...taught
          .slice(0, 12)
          .map((memory) => el('li', {}, `${memory.type}: `, memoryLink(memory.id))),
      ),
    );
  if (taught.length > 12)
    node.append(el('div', { class: 'detail' }, `and ${taught.length - 12} more`));
  return node;
}

function sessionsTab(): HTMLElement {
  if (data.sessions.length === 0) return el('p', { class: 'empty' }, 'No recorded sessions yet.');
  const section = el(
    'section',
    {},
    el(
      'p',
      { class: 'count' },
      `${plural(data.sessions.length, 'session')} with memories on this page, newest first`,
    ),
  );
  lazyCards(section, data.sessions, sessionCard);
  return section;
}

function decisionsTab(): HTMLElement {
  const decisions = data.memories.filter(
    (memory) => memory.type === 'decision' || memory.type === 'rejected',
  );
  if (decisions.length === 0) return el('p', { class: 'empty' }, 'No decisions recorded yet.');
  const standing = decisions.filter((memory) => memory.status === 'active');
  const replaced = decisions.filter((memory) => memory.status !== 'active');
  const standingList = el('div', {});
  lazyCards(standingList, standing, card);
  const section = el(
    'section',
    {},
    el(
      'p',
      { class: 'count' },
      `${plural(standing.length, 'standing decision or rejection', 'standing decisions and rejections')}; ${replaced.length} replaced or forgotten`,
    ),
    standingList,
  );
  if (replaced.length) {
    const replacedList = el('div', {});
    lazyCards(replacedList, replaced, card);
    section.append(el('h3', {}, 'Replaced or forgotten'), replacedList);
  }
  return section;
}

function planCard(plan: ExplorerData['plans'][number]): HTMLElement {
  const done = plan.steps.filter((step) => step.status === 'completed').length;
  return el(
    'article',
    { class: 'card plan' },
    el(
      'div',
      { class: 'head' },
      el('span', { class: 'chip type' }, 'plan'),
      plan.done ? el('span', { class: 'chip' }, 'finished') : null,
      el(
        'span',
        {},
        `${plan.branch ?? 'no branch'} · ${done} of ${plural(plan.steps.length, 'step')} done`,
      ),
    ),
    el('div', { class: 'content' }, plan.title),
    el(
      'ol',
      {},
      ...plan.steps.map((step, index) =>
        el(
          'li',
          {},
          `${step.status === 'completed' ? '[x]' : step.status === 'in_progress' ? '[~]' : '[ ]'} ${step.content}${index === plan.here ? '  ← work stands here' : ''}`,
        ),
      ),
    ),
  );
}

/** The plans as active-plan.md lists them: the open ones, then the finished or older ones. */
function planTab(): HTMLElement {
  if (data.plans.length === 0) return el('p', { class: 'empty' }, 'No plan recorded.');
  const open = data.plans.filter((plan) => !plan.done);
  const finished = data.plans.filter((plan) => plan.done);
  return el(
    'section',
    {},
    el('p', { class: 'count' }, `${plural(open.length, 'open plan')}; ${finished.length} finished`),
    ...open.map(planCard),
    finished.length ? el('h3', {}, 'Finished or older plans') : null,
    ...finished.map(planCard),
  );
}

function bars(title: string, counts: Map<string, number>): HTMLElement {
  const entries = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 10);
  const max = Math.max(1, ...entries.map(([, count]) => count));
  return el(
    'div',
    { class: 'card chart' },
    el('h3', {}, title),
    ...entries.map(([label, count]) =>
      el(
        'div',
        { class: 'bar-row' },
        el('span', { class: 'label', title: label }, label),
        el('div', { class: 'bar', style: `width: ${(100 * count) / max}%` }),
        el('span', {}, String(count)),
      ),
    ),
  );
}

/** Memories per week over the weeks the page holds (at most the last 52). */
function weeks(): HTMLElement {
  const perWeek = new Map<number, number>();
  const week = (ts: string) => Math.floor(Date.parse(ts) / (7 * 86400000));
  for (const memory of data.memories)
    perWeek.set(week(memory.ts), (perWeek.get(week(memory.ts)) ?? 0) + 1);
  const keys = [...perWeek.keys()].sort((a, b) => a - b);
  const last = keys[keys.length - 1] ?? 0;
  const first = Math.max(keys[0] ?? 0, last - 51);
  const max = Math.max(1, ...perWeek.values());
  const columns: HTMLElement[] = [];
  for (let index = first; index <= last; index++) {
    const count = perWeek.get(index) ?? 0;
    columns.push(
      el('div', {
        style: `height: ${(100 * count) / max}%`,
        title: `week of ${new Date(index * 7 * 86400000).toISOString().slice(0, 10)}: ${count}`,
      }),
    );
  }
  const label = (index: number) => new Date(index * 7 * 86400000).toISOString().slice(0, 10);
  return el(
    'div',
    { class: 'card chart' },
    el('h3', {}, 'Memories per week'),
    el('div', { class: 'weeks' }, ...columns),
    el('div', { class: 'axis' }, el('span', {}, label(first)), el('span', {}, label(last))),
  );
}

function countBy(key: (memory: ExplorerMemory) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const memory of data.memories)
    if (memory.status === 'active') counts.set(key(memory), (counts.get(key(memory)) ?? 0) + 1);
  return counts;
}

function overviewTab(): HTMLElement {
  const stat = (value: number, label: string) =>
    el(
      'div',
      { class: 'stat' },
      el('strong', {}, value.toLocaleString('en')),
      el('span', {}, label),
    );
  const section = el(
    'section',
    {},
    el(
      'div',
      { class: 'stats' },
      stat(data.counts.events, 'events in the log'),
      stat(data.counts.sessions, 'sessions'),
      stat(data.counts.standing, 'standing memories'),
      stat(data.counts.corrected, 'forgotten or replaced'),
      stat(data.plans.filter((plan) => !plan.done).length, 'open plans'),
    ),
  );
  if (data.warnings.length)
    section.append(
      el(
        'div',
        { class: 'card' },
        el('h3', {}, 'Warnings'),
        el('ul', { class: 'warnings' }, ...data.warnings.map((text) => el('li', {}, text))),
      ),
    );
  if (data.memories.length) {
    if (data.counts.leftOut)
      section.append(
        el(
          'p',
          { class: 'count' },
          `The charts count the newest ${data.counts.shown.toLocaleString('en')} memories, which the page holds.`,
        ),
      );
    section.append(
      el(
        'div',
        { class: 'charts' },
        weeks(),
        bars(
          'Standing memories by type',
          countBy((memory) => memory.type),
        ),
        bars(
          'By branch',
          countBy((memory) => memory.branch ?? 'no branch'),
        ),
        bars('By author', countBy(whoOf)),
      ),
    );
  } else {
    section.append(
      el(
        'p',
        { class: 'empty' },
        "The memory is empty: cortex records what Claude Code sessions settle, and 'cortex remember' adds a note by hand.",
      ),
    );
  }
  return section;
}

function render(): void {
  const nav = el('nav', { role: 'tablist' });
  for (const [name, label] of TABS) {
    const button = el(
      'button',
      { type: 'button', role: 'tab', 'data-tab': name, 'aria-selected': String(name === tab) },
      label,
    );
    button.addEventListener('click', () => {
      tab = name;
      history.replaceState(null, '', `#${name}`);
      render();
    });
    nav.append(button);
  }
  const subtitle = `${plural(data.counts.memories, 'memory', 'memories')} from ${plural(data.counts.sessions, 'session')} · on ${data.branch ?? 'a detached HEAD'} · read ${dateTime(data.generatedAt)}${config.serve ? ' · live: corrections are written to the log' : ''}`;
  const header = el(
    'header',
    {},
    el('h1', {}, `${data.project}: what cortex remembers`),
    el('div', { class: 'sub' }, subtitle),
    nav,
  );
  const body =
    tab === 'overview'
      ? overviewTab()
      : tab === 'sessions'
        ? sessionsTab()
        : tab === 'memories'
          ? memoriesTab()
          : tab === 'decisions'
            ? decisionsTab()
            : planTab();
  document
    .getElementById('app')!
    .replaceChildren(
      header,
      el('main', {}, body),
      el('div', { id: 'status', class: 'status', role: 'status' }),
    );
  if (tab === 'memories') renderList();
}

const start = location.hash.slice(1);
if (start.startsWith('m-') && byId.has(start.slice(2))) showMemory(start.slice(2));
else {
  if (TABS.some(([name]) => name === start)) tab = start as Tab;
  render();
}

/**
 * Building committed markdown as a syntax tree (mdast) and serialising it with
 * mdast-util-to-markdown, the serialiser remark-stringify wraps. Remembered text only ever
 * enters a document as a `text` (or `inlineCode`) node, so the serialiser escapes whatever
 * would start a heading, a list item, a link, an HTML comment or a front-matter fence: no
 * memory can change a document's structure. The unified processor itself is not used: the
 * projections need only its last step (bench: `markdown serialiser`).
 */
import type {
  Heading,
  Html,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Text,
} from 'mdast';
import { gfmAutolinkLiteralToMarkdown } from 'mdast-util-gfm-autolink-literal';
import { defaultHandlers, toMarkdown, type Handle, type Options } from 'mdast-util-to-markdown';
import { cutLine, defuseFraming } from './text-shapes.js';

/** Remembered text as a phrasing node, whitespace (line breaks included) collapsed. */
export function text(value: string): Text {
  return { type: 'text', value: defuseFraming(value).replace(/\s+/g, ' ').trim() };
}

/**
 * Remembered text as phrasing: code spans the text writes with single backticks stay code
 * (they are common in decisions: "use `execFile`, not `exec`"), everything else is text.
 */
export function phrasing(value: string): PhrasingContent[] {
  const flat = defuseFraming(value).replace(/\s+/g, ' ').trim();
  const out: PhrasingContent[] = [];
  let last = 0;
  for (const match of flat.matchAll(/`([^`]+)`/g)) {
    const code = match[1]!;
    if (code.trim() === '' || code !== code.trim()) continue;
    if (match.index > last) out.push({ type: 'text', value: flat.slice(last, match.index) });
    out.push({ type: 'inlineCode', value: code });
    last = match.index + match[0].length;
  }
  if (last < flat.length) out.push({ type: 'text', value: flat.slice(last) });
  return out;
}

/** The inverse of phrasing for text read back: code spans written with backticks again, anything else as plain text. */
export function phrasingSource(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) =>
      node.type === 'inlineCode'
        ? `\`${node.value}\``
        : node.type === 'text'
          ? node.value
          : 'children' in node
            ? phrasingSource(node.children as PhrasingContent[])
            : '',
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

export function paragraph(...children: (PhrasingContent | string)[]): Paragraph {
  return {
    type: 'paragraph',
    children: children.map((child) =>
      typeof child === 'string' ? { type: 'text', value: child } : child,
    ),
  };
}

/** A heading; its text is flattened to one line (a line break would end it). */
export function heading(depth: 1 | 2 | 3, value: string): Heading {
  return { type: 'heading', depth, children: phrasing(value) };
}

export function link(url: string, label: string): Link {
  return { type: 'link', url, children: phrasing(label) };
}

/** A tight bullet list, one paragraph per item. */
export function bulletList(items: readonly (readonly (PhrasingContent | string)[])[]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children): ListItem => ({
      type: 'listItem',
      spread: false,
      children: [paragraph(...children)],
    })),
  };
}

/** Raw HTML: only for cortex's own fixed text (the generated notice), never for remembered text. */
export function html(value: string): Html {
  return { type: 'html', value };
}

/**
 * Text made only of letters, digits, spaces and punctuation that no markdown construct
 * (CommonMark, or GitHub's autolinks) starts or ends with (an underscore only inside a word,
 * as in the identifiers decisions name), and that does not begin like a list item: the serialiser would return it unchanged, so it is returned without asking it
 * (its check costs ~40 regular expressions per text; thousands of index lines pay that).
 * Tested to agree with the serialiser (tests/unit/projections/markdown-tree.test.ts).
 */
const PLAIN = /^[\p{L}\p{N}(,"' ][\p{L}\p{N} ,.:;'"?%=/()…’–—_-]*$/u;

/** An underscore not between two ASCII letters or digits (`snake_case` is left alone, `_private` escaped). */
const LOOSE_UNDERSCORE = /(^|[^A-Za-z0-9])_|_($|[^A-Za-z0-9])/;

export function isPlainText(value: string): boolean {
  return (
    PLAIN.test(value) &&
    !/^\s*$|^\d+[.)]|[Ww]\.|:\/|\s\s/.test(value) &&
    !LOOSE_UNDERSCORE.test(value)
  );
}

/** Outer spaces are plain only mid-line: at a line's start or end the serialiser encodes them. */
const midLine = (char: string | undefined) =>
  char !== undefined && char !== '' && char !== '\n' && char !== '\r';

const plainText: Handle = (node: Text, parent, state, info) =>
  isPlainText(node.value) &&
  (!/^\s/.test(node.value) || midLine(info.before)) &&
  (!/\s$/.test(node.value) || midLine(info.after))
    ? node.value
    : defaultHandlers.text(node, parent, state, info);

/** A link cortex makes (to a record, by a plain relative path) around plain text, written without asking the serialiser. */
const plainLink: Handle = (node: Link, parent, state, info) => {
  const [only] = node.children;
  if (
    node.children.length === 1 &&
    only!.type === 'text' &&
    !node.title &&
    /^[\w./-]+$/.test(node.url) &&
    isPlainText(only.value) &&
    !/^\s|\s$/.test(only.value)
  ) {
    return `[${only.value}](${node.url})`;
  }
  return defaultHandlers.link(node, parent, state, info);
};

/** The plain form of a phrasing node, or undefined when only the serialiser may write it. */
function plainPhrasing(node: PhrasingContent, first: boolean, last: boolean): string | undefined {
  if (node.type === 'text') {
    const outer = (first && /^\s/.test(node.value)) || (last && /\s$/.test(node.value));
    return isPlainText(node.value) && !outer ? node.value : undefined;
  }
  if (node.type === 'link') {
    const [only] = node.children;
    if (
      node.children.length !== 1 ||
      only!.type !== 'text' ||
      node.title ||
      !/^[\w./-]+$/.test(node.url)
    )
      return undefined;
    return isPlainText(only.value) && !/^\s|\s$/.test(only.value)
      ? `[${only.value}](${node.url})`
      : undefined;
  }
  return undefined;
}

/**
 * An unordered list item of one paragraph of plain text and links, written as one line
 * without the serialiser's machinery (an index of thousands of entries pays it per item);
 * anything else goes to the serialiser.
 */
const plainListItem: Handle = (node: ListItem, parent, state, info) => {
  const [paragraphNode] = node.children;
  if (
    node.children.length === 1 &&
    paragraphNode!.type === 'paragraph' &&
    parent?.type === 'list' &&
    !parent.ordered &&
    !node.checked
  ) {
    const parts: string[] = [];
    const children = paragraphNode.children;
    for (let i = 0; i < children.length; i++) {
      const part = plainPhrasing(children[i]!, i === 0, i === children.length - 1);
      if (part === undefined) return defaultHandlers.listItem(node, parent, state, info);
      parts.push(part);
    }
    // Adjacent plain parts can still meet as something (`!` before `[`): only the known-safe joins are taken.
    const line = parts.join('');
    if (parts.length && !/!\[|\]\(|\]\[/.test(line.replace(/\[[^\]]*\]\([\w./-]+\)/g, '')))
      return `${state.bulletCurrent || '-'} ${line}`;
  }
  return defaultHandlers.listItem(node, parent, state, info);
};

/** The options every document is serialised with; GitHub's autolink rules so a URL in a memory stays text there too. */
const OPTIONS: Options = {
  bullet: '-',
  emphasis: '*',
  strong: '*',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  extensions: [gfmAutolinkLiteralToMarkdown()],
  handlers: { text: plainText, link: plainLink, listItem: plainListItem },
};

/** Serialises a document: `-` bullets, `*` emphasis, ATX headings, `\n` line ends. */
export function renderTree(children: RootContent[], options: { fastText?: boolean } = {}): string {
  const root: Root = { type: 'root', children };
  return toMarkdown(root, options.fastText === false ? { ...OPTIONS, handlers: {} } : OPTIONS);
}

/**
 * Remembered text as inline markdown for a document still written line by line (the plan):
 * flattened to one line, cut at `max` characters, and escaped as the start of a paragraph,
 * which escapes more than any later position in a line needs.
 */
export function inlineMarkdown(value: string, max: number): string {
  const flat = cutLine(value, max);
  return flat === '' ? '' : renderTree([paragraph(...phrasing(flat))]).trimEnd();
}

// Serialises 1,000 trees shaped like decision records with the serialiser cortex uses
// (mdast-util-to-markdown) or with the remark processor (unified + remark-stringify), each
// in a fresh process so that loading counts too: `node bench/markdown-serialiser.mjs mdast|remark`.
const mode = process.argv[2];
const text = (value) => ({ type: 'text', value });
const tree = (i) => ({
  type: 'root',
  children: [
    {
      type: 'heading',
      depth: 1,
      children: [text(`Use approach ${i} for the <cache> and *not* [the queue]`)],
    },
    { type: 'heading', depth: 2, children: [text('Context and Problem Statement')] },
    {
      type: 'paragraph',
      children: [
        text(`A decision made on 2026-11-20, on branch `),
        { type: 'inlineCode', value: 'main' },
        text(', with high confidence.'),
      ],
    },
    { type: 'heading', depth: 2, children: [text('Decision Drivers')] },
    { type: 'paragraph', children: [text(`it measured ${i} ms less per call\n# not a heading`)] },
    { type: 'heading', depth: 2, children: [text('Decision Outcome')] },
    {
      type: 'list',
      spread: false,
      children: [
        {
          type: 'listItem',
          spread: false,
          children: [{ type: 'paragraph', children: [text(`Chosen option ${i}`)] }],
        },
      ],
    },
  ],
});
const options = {
  bullet: '-',
  emphasis: '*',
  strong: '*',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
};
let serialise;
if (mode === 'remark') {
  const { remark } = await import('remark');
  const processor = remark().data('settings', options).freeze();
  serialise = (root) => processor.stringify(root);
} else {
  const { toMarkdown } = await import('mdast-util-to-markdown');
  serialise = (root) => toMarkdown(root, options);
}
let bytes = 0;
for (let i = 0; i < 1000; i++) bytes += serialise(tree(i)).length;
if (bytes === 0) process.exitCode = 1;

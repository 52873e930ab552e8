import { test } from 'node:test';
import assert from 'node:assert/strict';
import { anchorsOf } from './anchors.mjs';
import { citedInComments, markdownLinks } from './citations.mjs';

test('anchors are GitHub slugs, numbered when a heading repeats, and fenced headings are not headings', () => {
  const anchors = anchorsOf(
    [
      '# Terra Verde: the product',
      '## Pickup or delivery',
      '### `ADMIN_TOKEN` and [links](x.md)',
      '```',
      '# not a heading',
      '```',
      '## Pickup or delivery',
    ].join('\n'),
  );
  assert.deepEqual([...anchors], ['terra-verde-the-product', 'pickup-or-delivery', 'admin_token-and-links', 'pickup-or-delivery-1']);
});

test('a Markdown file cites its relative links and the paths in its code spans, not web addresses or site routes', () => {
  const cited = markdownLinks(
    [
      'See [the rules](docs/product.md#stock), [Stripe](https://stripe.com) and [/shop](/shop).',
      'The topology is `contract/src/topology.ts`; run `npm start`.',
    ].join('\n'),
  );
  assert.deepEqual(cited, [
    { target: 'docs/product.md#stock', line: 1 },
    { target: 'contract/src/topology.ts', line: 2 },
  ]);
});

test('code cites the paths its comments name, never its imports or URLs', () => {
  const cited = citedInComments(
    [
      "import { x } from './lib/x.ts';",
      '/** Why: docs/decisions/mail-outbox.md, and the SPEC.md of old. */',
      'const url = "https://example.com/a/b.md"; // see src/orders/fulfil.ts',
    ].join('\n'),
  );
  assert.deepEqual(cited, [
    { target: 'docs/decisions/mail-outbox.md', line: 2 },
    { target: 'SPEC.md', line: 2 },
    { target: 'src/orders/fulfil.ts', line: 3 },
  ]);
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DELIVERY_PROMISE } from './delivery';

const repository = path.resolve(__dirname, '../..');
const PROMISE_FILE = path.join(__dirname, 'delivery.ts');

/** Where the site's user-facing texts live: every package's sources and public files. */
const TEXT_ROOTS = [
  'shared/src',
  'shell/src',
  'mfe-shop/src',
  'mfe-blog/src',
  'mfe-farm-content/src',
  'mfe-checkout/src',
  'checkout-service/src',
];
const TEXT_FILE = /\.(tsx?|html|json)$/;

function textFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return textFiles(file);
    return TEXT_FILE.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

/** A word that says the sentence is about getting produce to the shopper. */
const DELIVERY_WORD = /\b(deliver\w*|arriv\w*|ship\w*|to (?:your |the )?(?:door|table))\b/gi;
/** A promised duration: "within 48 hours", "in 2 days", "under 24 hours", "within hours". */
const DURATION = /\b(?:within|in|under|inside|less than)\s+(?:\d+|one|two|three|a few|a|an)?\s*(?:hours?|days?|weeks?)\b/gi;
/** How far apart (in characters) the two may be and still make one promise. */
const NEAR = 40;

const positions = (pattern: RegExp, text: string) =>
  [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length }));

/** The sentences of a text that promise a delivery time. */
function deliveryDurations(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n/).filter((sentence) => {
    const words = positions(DELIVERY_WORD, sentence);
    return positions(DURATION, sentence).some((duration) =>
      words.some((word) => Math.max(word.start - duration.end, duration.start - word.end) <= NEAR),
    );
  });
}

describe('the delivery promise', () => {
  it('is 2-day delivery', () => {
    expect(DELIVERY_PROMISE).toEqual({ days: 2, within: 'within 2 days', label: '2-day delivery' });
  });

  it('recognises a delivery time however it is worded', () => {
    for (const promise of [
      'Harvested within 24 hours of delivery',
      'Harvested to order, delivered within 48 hours',
      'Our own vans bring your box to your door, kitchen or market stall within hours of packing.',
      'Harvest to door in under 24 hours',
      'how produce travels from our fields to your table within hours.',
      'Order now and get it delivered in 2 days.',
      'We deliver within 2 days, straight from our fields to your table.',
    ]) {
      expect(deliveryDurations(promise)).toEqual([promise]);
    }
    expect(
      deliveryDurations('Within a day, much of its sugar has turned to starch, which is why we harvest corn only on delivery mornings.'),
    ).toEqual([]);
    expect(deliveryDurations('We deliver twice a week to eleven school kitchens.')).toEqual([]);
  });

  it('has one source: no other text of the site states a delivery time of its own', () => {
    const files = TEXT_ROOTS.flatMap((root) => textFiles(path.join(repository, root)));
    expect(files.length).toBeGreaterThan(50);
    const stated = files
      .filter((file) => file !== PROMISE_FILE)
      .flatMap((file) =>
        deliveryDurations(readFileSync(file, 'utf8')).map((sentence) => `${path.relative(repository, file)}: ${sentence.trim()}`),
      );
    expect(stated).toEqual([]);
  });
});

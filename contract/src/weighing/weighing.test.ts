import { holdCents, pricePerKiloCents, weighedLineCents, weightWords } from './soldByWeight';
import { WEIGHING_SENTENCES } from './weighingSentences';

describe('produce sold by weight', () => {
  it('derives the price per kilo from one estimated piece', () => {
    expect(pricePerKiloCents(630, 1000)).toBe(630);
    expect(pricePerKiloCents(450, 400)).toBe(1125);
    expect(WEIGHING_SENTENCES.unitPrice(630, 1000)).toBe('$6.30/kg · about 1 kg each');
    expect(WEIGHING_SENTENCES.unitPrice(450, 400)).toBe('$11.25/kg · about 400 g each');
  });

  it('charges the weight at the price per kilo shown, rounded to the cent per line', () => {
    expect(weighedLineCents(630, 1000, 1130)).toBe(712);
    expect(weighedLineCents(630, 1000, 870)).toBe(548);
    // $3.33 for about 700 g is $4.76/kg as shown: 1 kg is charged $4.76, not $4.757…
    expect(weighedLineCents(333, 700, 1000)).toBe(476);
  });

  it('holds the estimate plus the buffer on the weighed lines, rounded up', () => {
    expect(holdCents(1890, 1260, 15)).toBe(2079);
    expect(holdCents(1000, 333, 15)).toBe(1050);
    expect(holdCents(1000, 0, 15)).toBe(1000);
  });

  it('words weights as a shopper reads them', () => {
    expect(weightWords(1000)).toBe('1 kg');
    expect(weightWords(1250)).toBe('1.25 kg');
    expect(weightWords(2500)).toBe('2.5 kg');
    expect(weightWords(400)).toBe('400 g');
  });
});

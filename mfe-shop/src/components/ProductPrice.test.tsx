import { cleanup, render } from '@testing-library/react';
import { findProductById } from 'contract';
import { givenAvailability, givenNoAvailability } from '../testing/availability';
import { ProductPrice } from './ProductPrice';

describe('a product’s price, weighed or by the piece', () => {
  // Heirloom Tomatoes: $6.30, was $7.00.
  const tomatoes = findProductById(1)!;
  const price = () => render(<ProductPrice product={tomatoes} />).container.firstElementChild!;

  afterEach(cleanup);

  it('weighed: about its price, and its price per kilo under it, both marked for the shell’s server', () => {
    givenAvailability({ 1: null }, { 1: 1000 });
    const element = price();
    expect(element.querySelector('[data-weight-price="1"]')).toHaveTextContent(/^Price: about \$6\.30$/);
    expect(element.querySelector('[data-weight-label="1"]')).toHaveTextContent(/^\$6\.30\/kg · about 1 kg each$/);
    expect(element.querySelector('del')).toHaveTextContent('Was $7.00');
  });

  it('by the piece: the price as it always was, with no mark', () => {
    givenAvailability({ 1: null });
    const element = price();
    expect(element).toHaveTextContent(/^Price: \$6\.30Was \$7\.00$/);
    expect(element.querySelector('[data-weight-price], [data-weight-label]')).toBeNull();
  });

  it('unknown: the price as built, marked, and an empty label for the server to fill', () => {
    givenNoAvailability();
    const element = price();
    expect(element.querySelector('[data-weight-price="1"]')).toHaveTextContent(/^Price: \$6\.30$/);
    expect(element.querySelector('[data-weight-label="1"]')).toBeEmptyDOMElement();
  });
});

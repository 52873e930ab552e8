import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepEarlyInput } from './earlyPageInput';

/** A page with the kinds of fields the shop's pages have, each showing what React knows of it. */
function Form() {
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [country, setCountry] = useState('CA');
  const [gift, setGift] = useState(false);
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <input aria-label="Quantity" type="number" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
      <select aria-label="Country" value={country} onChange={(event) => setCountry(event.target.value)}>
        <option value="AU">Australia</option>
        <option value="CA">Canada</option>
      </select>
      <input aria-label="Gift" type="checkbox" checked={gift} onChange={(event) => setGift(event.target.checked)} />
      <output>{`${name}|${quantity}|${country}|${gift}`}</output>
    </form>
  );
}

const field = <T extends HTMLElement>(container: HTMLElement, label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;

describe('what a shopper typed in the server’s HTML before its code took it over', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('reaches the live page: text, numbers, a choice and a tick, typed before hydration or while it ran', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    field<HTMLInputElement>(container, 'Name').value = 'Ana';
    field<HTMLSelectElement>(container, 'Country').value = 'AU';
    field<HTMLInputElement>(container, 'Gift').checked = true;

    const early = keepEarlyInput(container);
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    // Typed after hydration began, before the page was shown as live (and put back by a re-render).
    const quantity = field<HTMLInputElement>(container, 'Quantity');
    quantity.value = '3';
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    field<HTMLInputElement>(container, 'Name').value = '';
    await act(async () => early.handOver());

    expect(container.querySelector('output')!.textContent).toBe('Ana|3|AU|true');
    expect(quantity.value).toBe('3');
    expect(field<HTMLInputElement>(container, 'Name').value).toBe('Ana');
  });

  it('leaves untouched fields to the live page', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const early = keepEarlyInput(container);
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    await act(async () => early.handOver());
    expect(container.querySelector('output')!.textContent).toBe('|1|CA|false');
  });
});

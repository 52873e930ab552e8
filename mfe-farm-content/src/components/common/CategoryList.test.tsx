import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ServiceDetailsPage from '../../pages/ServiceDetailsPage';
import { CategoryList } from './CategoryList';

/** "Blueberry" -> "blueberr", "Apples" -> "apple": what "blueberries" or "apples" start with. */
const produceStem = (name: string) => name.toLowerCase().replace(/s$/, '').replace(/y$/, '');

function tileTargets() {
  render(
    <MemoryRouter>
      <CategoryList />
    </MemoryRouter>,
  );
  const tiles = within(screen.getByRole('list')).getAllByRole('link');
  const targets = tiles.map((tile) => ({ name: tile.textContent ?? '', href: tile.getAttribute('href') ?? '' }));
  cleanup();
  return targets;
}

function serviceTextAt(href: string) {
  const { container } = render(
    <MemoryRouter initialEntries={[href]}>
      <Routes>
        <Route path="/service-details/:id" element={<ServiceDetailsPage />} />
      </Routes>
    </MemoryRouter>,
  );
  const paragraphs = container.querySelectorAll('article h2, article p, article li');
  const text = Array.from(paragraphs, (element) => element.textContent).join('\n');
  cleanup();
  return text;
}

describe('product category tiles', () => {
  it('lists the six categories of the farm', () => {
    expect(tileTargets().map(({ name }) => name)).toEqual(['Blueberry', 'Strawberry', 'Cabbage', 'Maize', 'Orange', 'Apples']);
  });

  it("each lead to a service whose text names the tile's produce", () => {
    for (const { name, href } of tileTargets()) {
      expect(href).toMatch(/^\/service-details\/\d+$/);
      const text = serviceTextAt(href).toLowerCase();
      expect({ name, href, namesIt: new RegExp(`\\b${produceStem(name)}`).test(text) }).toEqual({ name, href, namesIt: true });
    }
  });
});

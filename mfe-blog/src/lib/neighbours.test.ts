import { wrapNeighbours } from './neighbours';

const items = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('wrapNeighbours', () => {
  it('gives the items on either side of a middle item', () => {
    expect(wrapNeighbours(items, 2)).toEqual({ previous: { id: 1 }, next: { id: 3 } });
  });

  it("wraps the first item's previous to the last", () => {
    expect(wrapNeighbours(items, 1)?.previous).toEqual({ id: 3 });
  });

  it("wraps the last item's next to the first", () => {
    expect(wrapNeighbours(items, 3)?.next).toEqual({ id: 1 });
  });

  it('gives a lone item as its own neighbour', () => {
    expect(wrapNeighbours([{ id: 9 }], 9)).toEqual({ previous: { id: 9 }, next: { id: 9 } });
  });

  it('finds nothing for an unknown id', () => {
    expect(wrapNeighbours(items, 42)).toBeUndefined();
  });
});

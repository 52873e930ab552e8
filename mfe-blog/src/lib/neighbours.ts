export interface Neighbours<T> {
  previous: T;
  next: T;
}

/**
 * The items before and after the one with the given id, wrapping around: the first item's
 * previous is the last, the last item's next is the first. Undefined when the id is unknown.
 */
export function wrapNeighbours<T extends { id: number }>(items: readonly T[], id: number): Neighbours<T> | undefined {
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) return undefined;
  const count = items.length;
  return { previous: items[(index - 1 + count) % count], next: items[(index + 1) % count] };
}

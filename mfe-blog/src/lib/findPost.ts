/** The item whose id is written in a route parameter ("7"); anything but a whole number finds nothing. */
export function findById<T extends { id: number }>(items: readonly T[], rawId: string | undefined): T | undefined {
  if (!rawId || !/^\d+$/.test(rawId)) return undefined;
  const id = Number(rawId);
  return items.find((item) => item.id === id);
}

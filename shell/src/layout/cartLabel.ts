/** The cart button's accessible name: "Cart, 1 item", "Cart, 3 items". */
export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

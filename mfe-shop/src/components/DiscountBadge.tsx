import './discountBadge.css';

/** The "-20%" sticker on discounted products; nothing when there is no discount. */
export function DiscountBadge({ discount }: { discount: number }) {
  if (discount <= 0) return null;
  return (
    <span className="shop-discount">
      <span aria-hidden="true">-{discount}%</span>
      <span className="tv-visually-hidden">{discount}% off</span>
    </span>
  );
}

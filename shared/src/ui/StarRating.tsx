import { FaRegStar, FaStar, FaStarHalfStroke } from 'react-icons/fa6';
import './starRating.css';

export interface StarRatingProps {
  /** 0 to 5 in half steps. */
  value: number;
  /** Shown after the stars, e.g. "(42 reviews)". */
  children?: React.ReactNode;
}

/** Five stars for a rating, rounded to the nearest half. */
export function starKinds(value: number): Array<'full' | 'half' | 'empty'> {
  const rounded = Math.round(Math.min(5, Math.max(0, value)) * 2) / 2;
  return Array.from({ length: 5 }, (_, i) => (rounded >= i + 1 ? 'full' : rounded >= i + 0.5 ? 'half' : 'empty'));
}

export function StarRating({ value, children }: StarRatingProps) {
  const label = `Rated ${Math.round(value * 2) / 2} out of 5`;
  return (
    <div className="tv-stars">
      <span role="img" aria-label={label} className="tv-stars__icons">
        {starKinds(value).map((kind, i) =>
          kind === 'full' ? (
            <FaStar key={i} aria-hidden />
          ) : kind === 'half' ? (
            <FaStarHalfStroke key={i} aria-hidden />
          ) : (
            <FaRegStar key={i} aria-hidden />
          ),
        )}
      </span>
      {children && <span className="tv-stars__note">{children}</span>}
    </div>
  );
}

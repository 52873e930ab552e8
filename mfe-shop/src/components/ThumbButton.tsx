import type { ReactNode } from 'react';
import './thumbButton.css';

interface ThumbButtonProps {
  /** Whether the large view shows this thumbnail's picture or product. */
  pressed: boolean;
  label: string;
  onClick: () => void;
  children: ReactNode;
}

/** A thumbnail to pick what the large view shows: a product page's pictures, the slider's products. */
export function ThumbButton({ pressed, label, onClick, children }: ThumbButtonProps) {
  return (
    <button type="button" className="shop-thumb" aria-pressed={pressed} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

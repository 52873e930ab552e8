import { Link } from 'react-router-dom';

/** The Terra Verde mark: a leaf over a field, with the wordmark. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to="/" className={`shell-logo shell-logo--${tone}`} aria-label="Terra Verde home">
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="19" fill="#1F5E3B" />
        <path d="M7 28 C 14 24 26 24 33 28 V31 C 26 28 14 28 7 31Z" fill="#EEC044" />
        <path d="M20 24 C 12 20 12 11 21 8 C 28 12 27 20 20 24Z" fill="#4BAF47" />
        <path d="M20 24 V14" stroke="#F8F7F0" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span className="shell-logo__word">
        Terra <strong>Verde</strong>
      </span>
    </Link>
  );
}

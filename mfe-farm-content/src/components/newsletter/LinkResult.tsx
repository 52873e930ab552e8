import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NEWSLETTER_PAGE_TEXTS as TEXTS } from '../../data/newsletterPages';
import './newsletterPages.css';

interface LinkResultProps {
  heading: string;
  children: ReactNode;
  /** The buttons that lead on, before the way home. */
  actions?: ReactNode;
  /** Set when the result replaces the button the visitor pressed: focus goes to its heading, not to the page's start. */
  focus?: boolean;
}

/** What became of a newsletter link: a heading, a sentence, and the way on. */
export function LinkResult({ heading, children, actions, focus = false }: LinkResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className="farm-newsletter__heading">
        {heading}
      </h2>
      {children}
      <div className="farm-newsletter__actions">
        {actions}
        <Link to="/" className="tv-button tv-button--outline">
          {TEXTS.home}
        </Link>
      </div>
    </>
  );
}

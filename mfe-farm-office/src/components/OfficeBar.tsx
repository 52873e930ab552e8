import { useState, type RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import { notify } from 'shared';
import { OFFICE_PATHS } from '../data/officePaths';
import { OFFICE_TEXTS } from '../data/officeTexts';
import { signOut } from '../lib/staffSession';

/**
 * The office's own header, compact so a phone shows the work, not a banner: the page's heading
 * and, for a signed-in staff member, the office's sections, who is signed in and Sign out.
 */
export function OfficeBar({
  heading,
  headingRef,
  email,
}: {
  heading: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  email: string | null;
}) {
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    const result = await signOut();
    setLeaving(false);
    if (!result.ok && result.status !== 401) notify.error(result.error);
  };
  return (
    <header className="office-bar office-no-print">
      <div className="office-bar__inner tv-container">
        <h1 className="office-bar__title" ref={headingRef} tabIndex={-1}>
          {heading}
        </h1>
        {email && (
          <>
            <nav aria-label={OFFICE_TEXTS.nav.label} className="office-pills">
              <NavLink to={OFFICE_PATHS.orders} end>
                {OFFICE_TEXTS.nav.orders}
              </NavLink>
              <NavLink to={OFFICE_PATHS.packing}>{OFFICE_TEXTS.nav.packing}</NavLink>
              <NavLink to={OFFICE_PATHS.products}>{OFFICE_TEXTS.nav.products}</NavLink>
            </nav>
            <div className="office-bar__who">
              <span>
                {OFFICE_TEXTS.signedInAs} <strong>{email}</strong>
              </span>
              <button type="button" className="tv-button tv-button--outline office-button" onClick={leave} disabled={leaving}>
                {OFFICE_TEXTS.signOut}
              </button>
            </div>
          </>
        )}
      </div>
    </header>
  );
}

import { useState, type RefObject } from 'react';
import { notify } from 'shared';
import { BRAND } from 'contract';
import { OFFICE_TEXTS } from '../data/officeTexts';
import { signOut } from '../lib/staffSession';
import { OfficeNav } from './OfficeNav';
import './officeBar.css';

/**
 * The office's own header, compact so a phone shows the work, not a banner: the farm's name (a
 * way back to the site, whose header the office does not show), the page's heading and, for a signed-in staff member, the office's sections with what waits in them, who is signed
 * in and Sign out.
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
        <div className="office-bar__heading">
          <p className="office-bar__farm">
            <a href="/">{BRAND.name}</a>
          </p>
          <h1 className="office-bar__title" ref={headingRef} tabIndex={-1}>
            {heading}
          </h1>
        </div>
        {email && (
          <>
            <OfficeNav />
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

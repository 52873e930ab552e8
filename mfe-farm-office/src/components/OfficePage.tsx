import { useEffect, useRef, type ReactNode } from 'react';
import { usePageMeta } from 'shared';
import { OFFICE_TEXTS } from '../data/officeTexts';
import { useStaffSession } from '../lib/staffSession';
import { OfficeBar } from './OfficeBar';
import { SignInForm } from './SignInForm';
import './office.css';

interface OfficePageProps {
  /** The page's heading and title once someone is signed in. */
  title: string;
  description: string;
  /** The page itself: mounted only for a signed-in staff member, so it asks the service nothing before. */
  children: ReactNode;
}

/**
 * Every office page: the office's bar, then the page for a signed-in staff member, or the sign-in.
 * Until the service has said who is signed in (and in the HTML the build renders) it is the
 * sign-in, the same for every URL, so the shell's server can send it for any of them.
 */
export function OfficePage({ title, description, children }: OfficePageProps) {
  const session = useStaffSession();
  const signedIn = session.kind === 'signed-in';
  const heading = useRef<HTMLHeadingElement>(null);
  const wasSignedIn = useRef<boolean | null>(null);
  // Signing in or out removes what had focus (the form's button, Sign out): a keyboard user goes on
  // from the page's heading rather than from the top of the document. Not on arrival.
  useEffect(() => {
    if (session.kind === 'unknown') return;
    const changed = wasSignedIn.current !== null && wasSignedIn.current !== signedIn;
    wasSignedIn.current = signedIn;
    if (changed && (document.activeElement === document.body || document.activeElement === null)) heading.current?.focus();
  }, [session.kind, signedIn]);
  usePageMeta(signedIn ? { title, description } : { title: OFFICE_TEXTS.signIn.title, description: OFFICE_TEXTS.signIn.description });
  return (
    <div className="office">
      <OfficeBar heading={signedIn ? title : OFFICE_TEXTS.areaName} headingRef={heading} email={signedIn ? session.email : null} />
      <div className="office__body tv-container">
        {signedIn ? (
          children
        ) : (
          <SignInForm checking={session.kind === 'unknown'} notice={session.kind === 'signed-out' ? session.notice : undefined} />
        )}
      </div>
    </div>
  );
}

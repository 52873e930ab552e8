import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { OFFICE_SECTIONS } from '../data/officeNav';
import { OFFICE_TEXTS } from '../data/officeTexts';
import { useOfficeCounts } from '../lib/officeCounts';

/** How much of the pill after the current one stays in view once the row has scrolled to it (px). */
const PEEK = 48;

/**
 * The office's sections as pills, with what waits in each as a badge ("Inbox, 3 new" to a screen
 * reader). On a phone the row scrolls sideways inside itself (officeBar.css) rather than stacking
 * three rows of pills above the work, so the current section is brought into its view.
 */
export function OfficeNav() {
  const counts = useOfficeCounts();
  const row = useRef<HTMLElement>(null);

  useEffect(() => {
    const nav = row.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    // Just far enough that the current pill shows whole with a little of the next, so cut-off pills
    // at either end still say the row scrolls. Only the row moves (scrollIntoView could move the page).
    const overflow = current.getBoundingClientRect().right - nav.getBoundingClientRect().right;
    if (overflow > 0) nav.scrollLeft += overflow + PEEK;
    // Again when the badges arrive: they widen the pills.
  }, [counts]);

  return (
    <nav ref={row} aria-label={OFFICE_TEXTS.nav.label} className="office-pills office-bar__nav">
      {OFFICE_SECTIONS.map(({ path, label, end, badge, quiet }) => {
        const count = badge && counts ? counts[badge.count] : 0;
        // The name says the number in words ("Inbox, 3 new"); the badge shows the figure alone.
        return (
          <NavLink
            key={path}
            to={path}
            end={end}
            className={quiet ? 'office-bar__quiet' : undefined}
            aria-label={badge && count > 0 ? `${label}${badge.says(count)}` : undefined}
          >
            {label}
            {badge && count > 0 && (
              <span className="office-badge" aria-hidden="true">
                {count}
              </span>
            )}
          </NavLink>
        );
      })}
    </nav>
  );
}

import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { FaBars } from 'react-icons/fa6';
import { ToastOutlet } from 'shared';
import { CartDropdown } from './CartDropdown';
import { Logo } from './Logo';
import { MainMenu } from './MainMenu';
import { MobileMenu } from './MobileMenu';
import { earlyTap } from '../startup/frameMarkers';
import { useScrolledPast } from './scrollPosition';

/** The header takes its 'sticked' style once the page is scrolled past 5 px (docs/product.md#header-and-main-menu). */
const STICKY_THRESHOLD_PX = 5;

export function Header() {
  const sticked = useScrolledPast(STICKY_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <header className={`shell-header${sticked ? ' sticked' : ''}`}>
      <div className="tv-container shell-header__inner">
        <Logo />
        <MainMenu />
        <div className="shell-header__actions">
          <CartDropdown />
          <Link to="/register" className="tv-button shell-header__register">
            Register
          </Link>
          <button
            type="button"
            className="tv-round-icon shell-icon-button shell-header__burger"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
            {...earlyTap('menu')}
          >
            <FaBars aria-hidden />
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={closeMenu} />
      {/* Inside the sticky header, so toasts hang just below it (top bar or not, sticked or not)
          and never cover its cart or Register link. */}
      <ToastOutlet />
    </header>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FaChevronDown, FaXmark } from 'react-icons/fa6';
import { isGroup, MAIN_MENU, type MenuGroup } from '../data/menu';
import { MenuLink } from './MenuLink';
import { Logo } from './Logo';

function SubMenu({ group }: { group: MenuGroup }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={`shell-mobile__group${open ? ' is-open' : ''}`}>
      <button type="button" className="shell-mobile__link" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {group.label} <FaChevronDown aria-hidden />
      </button>
      <ul id={id} className="shell-mobile__sub" hidden={!open}>
        {group.children.map((child) => (
          <li key={child.to}>
            <MenuLink to={child.to} className="shell-mobile__link">
              {child.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/** The side menu below 992 px: closes on the overlay, the close button, Escape and navigation. */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => onClose(), [pathname, onClose]);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [open, onClose]);

  return (
    <div className={`shell-mobile${open ? ' is-open' : ''}`} id="mobile-menu">
      <div className="shell-mobile__overlay" data-testid="mobile-menu-overlay" onClick={onClose} aria-hidden="true" />
      <div ref={panel} className="shell-mobile__panel" role="dialog" aria-modal="true" aria-label="Menu" hidden={!open}>
        <div className="shell-mobile__head">
          <Logo />
          <button type="button" className="tv-round-icon shell-icon-button" onClick={onClose} aria-label="Close menu">
            <FaXmark aria-hidden />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="shell-mobile__list">
            {MAIN_MENU.map((entry) =>
              isGroup(entry) ? (
                <SubMenu key={entry.label} group={entry} />
              ) : (
                <li key={entry.to}>
                  <MenuLink to={entry.to} className="shell-mobile__link">
                    {entry.label}
                  </MenuLink>
                </li>
              ),
            )}
            <li>
              <MenuLink to="/register" className="shell-mobile__link">
                Register
              </MenuLink>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

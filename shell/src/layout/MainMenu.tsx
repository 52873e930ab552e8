import { useId, useRef } from 'react';
import { FaChevronDown } from 'react-icons/fa6';
import { isGroup, MAIN_MENU, type MenuGroup } from '../data/menu';
import { earlyTap } from '../startup/frameMarkers';
import { MenuLink } from './MenuLink';
import { useOpenOnThisPath } from './useOpenOnThisPath';

function DropdownItem({ group }: { group: MenuGroup }) {
  const [open, setOpen] = useOpenOnThisPath();
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <li
      className={`shell-menu__item shell-menu__item--group${open ? ' is-open' : ''}`}
      // Hover opens it for a mouse only: on a touch screen the tap (click) toggles it.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className="shell-menu__link"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        {...earlyTap(`menu:${group.label}`)}
      >
        {group.label} <FaChevronDown aria-hidden />
      </button>
      <ul id={id} className="shell-menu__dropdown">
        {group.children.map((child) => (
          <li key={child.to}>
            <MenuLink to={child.to}>{child.label}</MenuLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The desktop main menu; the About dropdown opens on hover, focus and click. */
export function MainMenu() {
  return (
    <nav className="shell-menu" aria-label="Main">
      <ul className="shell-menu__list">
        {MAIN_MENU.map((entry) =>
          isGroup(entry) ? (
            <DropdownItem key={entry.label} group={entry} />
          ) : (
            <li key={entry.to} className="shell-menu__item">
              <MenuLink to={entry.to} className="shell-menu__link">
                {entry.label}
              </MenuLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

import { FaClock, FaPhone } from 'react-icons/fa6';
import { SocialIcon } from 'shared';
import { BRAND, SOCIAL_LINKS } from 'contract';

export function TopBar() {
  return (
    <div className="shell-topbar">
      <div className="tv-container shell-topbar__inner">
        <p className="shell-topbar__hours">
          <FaClock aria-hidden /> <span>{BRAND.openingHours}</span>
        </p>
        <a className="shell-topbar__phone" href={BRAND.phone.href}>
          <FaPhone aria-hidden /> <span>{BRAND.phone.label}</span>
        </a>
        <ul className="shell-topbar__social" aria-label="Terra Verde on social networks">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.network}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${link.label} (opens in a new tab)`}>
                <SocialIcon network={link.network} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

import { SocialIcon } from 'shared';
import { SOCIAL_LINKS } from 'contract';
import { SidebarWidget } from './SidebarWidget';

/** The farm's social networks, opened in a new tab. */
export function FollowUs() {
  return (
    <SidebarWidget title="Follow Us">
      <ul className="blog-follow">
        {SOCIAL_LINKS.map((link) => (
          <li key={link.network}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className="tv-round-icon blog-follow__link">
              <SocialIcon network={link.network} />
              <span className="tv-visually-hidden">Follow us on {link.label} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </SidebarWidget>
  );
}

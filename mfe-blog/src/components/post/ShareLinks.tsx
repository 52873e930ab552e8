import { FaEnvelope, FaLinkedinIn } from 'react-icons/fa6';
import { useLocation } from 'react-router-dom';
import { SocialIcon, useSiteOrigin } from 'shared';
import { shareLinks, type ShareLink } from '../../lib/shareLinks';

function ShareIcon({ network }: { network: ShareLink['network'] }) {
  if (network === 'linkedin') return <FaLinkedinIn aria-hidden />;
  if (network === 'email') return <FaEnvelope aria-hidden />;
  return <SocialIcon network={network} />;
}

/** Links that share the post; the social ones open in a new tab. */
export function ShareLinks({ title }: { title: string }) {
  const url = useSiteOrigin() + useLocation().pathname;
  return (
    <div className="blog-share">
      <h2 className="blog-post__footer-title">Share:</h2>
      <ul className="blog-share__list">
        {shareLinks(url, title).map((link) => {
          const external = link.network !== 'email';
          return (
            <li key={link.network}>
              <a
                href={link.href}
                className="tv-round-icon blog-share__link"
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <ShareIcon network={link.network} />
                <span className="tv-visually-hidden">
                  {link.label}
                  {external ? ' (opens in a new tab)' : ''}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { FaFacebookF, FaInstagram, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import type { SocialNetwork } from 'contract';

const ICONS = { facebook: FaFacebookF, instagram: FaInstagram, x: FaXTwitter, youtube: FaYoutube } as const;

/** The icon of a social network; decorative, the link around it carries the name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  const Icon = ICONS[network];
  return <Icon aria-hidden focusable="false" />;
}

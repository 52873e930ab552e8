import { Link } from 'react-router-dom';
import { FaEnvelope, FaLocationDot, FaPhone } from 'react-icons/fa6';
import { BRAND } from 'contract';
import { FOOTER_LINKS } from '../data/menu';
import { Logo } from './Logo';
import { NewsletterForm } from './NewsletterForm';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="shell-footer">
      <div className="tv-container shell-footer__grid">
        <section aria-labelledby="footer-about">
          <Logo tone="light" />
          <h2 id="footer-about" className="tv-visually-hidden">
            About Terra Verde
          </h2>
          <p>{BRAND.description}</p>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">Explore</h2>
          <ul className="shell-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <address className="shell-footer__contact">
            <p>
              <FaLocationDot aria-hidden /> {BRAND.address}
            </p>
            <p>
              <FaEnvelope aria-hidden /> <a href={BRAND.email.href}>{BRAND.email.label}</a>
            </p>
            <p>
              <FaPhone aria-hidden /> <a href={BRAND.phone.href}>{BRAND.phone.label}</a>
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">Newsletter</h2>
          <p>Harvest news and seasonal boxes, once a month.</p>
          <NewsletterForm />
        </section>
      </div>
      <div className="shell-footer__bottom">
        {/* The year in index.html is the build's. */}
        <p className="tv-container" suppressHydrationWarning>
          © {year} {BRAND.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

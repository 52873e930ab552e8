import type { IconType } from 'react-icons';
import { FaClock, FaEnvelope, FaLocationDot, FaPhone } from 'react-icons/fa6';
import { CONTACT_INFO, type ContactInfoKind } from '../../data/contact';
import './contactPage.css';

const ICONS: Record<ContactInfoKind, IconType> = { phone: FaPhone, address: FaLocationDot, email: FaEnvelope, hours: FaClock };

/** Hotline, postal address, official e-mail and opening hours, as cards. */
export function ContactInfo() {
  return (
    <ul className="farm-contact-info">
      {CONTACT_INFO.map(({ kind, title, text, href }) => {
        const Icon = ICONS[kind];
        return (
          <li key={kind} className="farm-contact-info__item">
            <span className="farm-contact-info__icon">
              <Icon aria-hidden="true" />
            </span>
            <div>
              <h3 className="farm-contact-info__title">{title}</h3>
              {kind === 'address' ? (
                <address className="farm-contact-info__text">{text}</address>
              ) : href ? (
                <a className="farm-contact-info__text" href={href}>
                  {text}
                </a>
              ) : (
                <p className="farm-contact-info__text">{text}</p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

import { SectionTitle } from 'shared';
import { ContactForm } from '../ContactForm';
import { contactFormSection } from '../../data/contact';
import './contactPage.css';

/** The contact form in its own titled section, as the home and contact pages show it. */
export function ContactSection() {
  return (
    <section className="tv-section tv-section--cream">
      <div className="tv-container">
        <SectionTitle eyebrow={contactFormSection.eyebrow} title={contactFormSection.title}>
          <p>{contactFormSection.intro}</p>
        </SectionTitle>
        <div className="farm-contact__form">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}

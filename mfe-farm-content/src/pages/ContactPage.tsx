import { PageBanner, SectionTitle, usePageMeta } from 'shared';
import { ContactForm } from '../components/ContactForm';
import { ContactInfo } from '../components/forms/ContactInfo';
import '../components/forms/contactPage.css';

export default function ContactPage() {
  usePageMeta({
    title: 'Contact',
    description: 'Call, write or visit Terra Verde in Florianópolis, or send us a message about fresh organic produce.',
  });
  return (
    <>
      <PageBanner title="Contact" />
      <section className="tv-section" aria-labelledby="farm-contact-info-title">
        <div className="tv-container">
          <h2 id="farm-contact-info-title" className="tv-visually-hidden">
            Contact information
          </h2>
          <ContactInfo />
        </div>
      </section>
      <section className="tv-section tv-section--cream">
        <div className="tv-container">
          <SectionTitle eyebrow="Get in touch" title="Send Us a Message">
            <p>Questions about our produce, boxes or wholesale orders? We reply within one working day.</p>
          </SectionTitle>
          <div className="farm-contact__form">
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}

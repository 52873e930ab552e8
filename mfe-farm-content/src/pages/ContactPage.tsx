import { PageBanner, usePageMeta } from 'shared';
import { ContactSection } from '../components/forms/ContactSection';
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
      <ContactSection />
    </>
  );
}

import { FaCheck } from 'react-icons/fa6';
import { PageBanner, SectionTitle, usePageMeta } from 'shared';
import produceBoxUrl from '../assets/story/produce-box.svg';
import { SubscriptionForm } from '../components/forms/SubscriptionForm';
import { BOX_CONTENTS } from '../data/subscription';
import '../components/forms/subscriptionPage.css';

export default function SubscriptionPage() {
  usePageMeta({
    title: 'Subscription',
    description: 'Choose the size and delivery frequency of your Seasonal Produce Box of fresh organic vegetables, fruit and grains.',
  });
  return (
    <>
      <PageBanner title="Subscription" />
      <section className="tv-section">
        <div className="tv-container tv-columns">
          <div className="farm-subscription__intro">
            <SectionTitle eyebrow="Straight from the farm" title="Seasonal Produce Box" align="start">
              <p>
                Tell us how big your box should be, how often you want it and how it reaches you. We'll call or e-mail you to set up your
                first box: nothing is charged until then.
              </p>
            </SectionTitle>
            <img className="farm-subscription__art" src={produceBoxUrl} alt="A basket filled with fresh produce" width="160" height="160" />
            <ul className="farm-subscription__contents">
              {BOX_CONTENTS.map((item) => (
                <li key={item}>
                  <FaCheck aria-hidden="true" /> {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="farm-subscription__panel">
            <SubscriptionForm />
          </div>
        </div>
      </section>
    </>
  );
}

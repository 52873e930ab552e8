import { FaCircleCheck } from 'react-icons/fa6';
import { PageBanner, SectionTitle, usePageMeta } from 'shared';
import { DELIVERY_PROMISE } from 'contract';
import { FarmToTableSteps } from '../components/story/FarmToTableSteps';
import { StoryCallToAction } from '../components/story/StoryCallToAction';
import { FARM_TO_TABLE_CTA, FARM_TO_TABLE_PROMISES, FARM_TO_TABLE_STEPS } from '../data/farmToTable';

export default function FarmToTablePage() {
  usePageMeta({
    title: 'Farm to Table',
    description: `Grow, Harvest, Pack, Deliver: how Terra Verde produce travels from our fields to your table ${DELIVERY_PROMISE.within}.`,
  });
  return (
    <>
      <PageBanner title="Farm to Table" />
      <section className="tv-section tv-section--cream">
        <div className="tv-container">
          <SectionTitle eyebrow="From our fields to your table" title="Four Steps, One Team">
            <p>No warehouses and no long-haul trucks: your produce is picked, packed and delivered by the people who grew it.</p>
          </SectionTitle>
          <FarmToTableSteps steps={FARM_TO_TABLE_STEPS} />
          <ul className="farm-promises">
            {FARM_TO_TABLE_PROMISES.map((promise) => (
              <li key={promise}>
                <FaCircleCheck aria-hidden="true" /> {promise}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <StoryCallToAction {...FARM_TO_TABLE_CTA} />
    </>
  );
}

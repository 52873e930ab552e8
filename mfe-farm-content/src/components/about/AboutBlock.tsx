import { Link } from 'react-router-dom';
import { SectionTitle } from 'shared';
import { aboutBlock } from '../../data/about';
import { CheckList } from '../common/CheckList';
import { CountUp } from '../common/CountUp';
import './about.css';

/** Who we are, with the harvest counter (count-up to 25). */
export function AboutBlock() {
  const { counter, image, button } = aboutBlock;
  return (
    <section className="tv-section farm-about">
      <div className="tv-container tv-split farm-about__inner">
        <div className="farm-about__art">
          <div className="farm-about__circle">
            <img src={image.src} alt={image.alt} width="280" height="280" loading="lazy" />
          </div>
          <p className="farm-about__counter">
            <span className="farm-about__number">
              <CountUp end={counter.end} />
            </span>
            <span className="farm-about__label">{counter.label}</span>
          </p>
        </div>
        <div className="farm-about__text">
          <SectionTitle eyebrow={aboutBlock.eyebrow} title={aboutBlock.title} align="start">
            <p>{aboutBlock.text}</p>
          </SectionTitle>
          <CheckList items={aboutBlock.points} className="farm-about__points" />
          <Link to={button.to} className="tv-button">
            {button.text}
          </Link>
        </div>
      </div>
    </section>
  );
}

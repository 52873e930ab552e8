import { Link } from 'react-router-dom';
import { FaArrowRight } from 'react-icons/fa6';
import { FarmScene } from 'shared';
import type { HeroBanner } from '../../data/hero';

/** "Fresh Farm Produce" → <strong>Fresh</strong> Farm Produce. */
function HeroTitle({ title }: { title: string }) {
  const [first = '', ...rest] = title.split(' ');
  return (
    <h2 className="farm-hero__title">
      <strong>{first}</strong> {rest.join(' ')}
    </h2>
  );
}

/** One home banner: title, text, Shop Now, the picture and the badge leading to the services. */
export function HeroSlide({ banner, first }: { banner: HeroBanner; first: boolean }) {
  return (
    <div className="farm-hero__slide">
      <FarmScene tone={banner.shape} className="farm-hero__scene" />
      <div className="tv-container farm-hero__content">
        <div className="farm-hero__text">
          <HeroTitle title={banner.title} />
          <p className="farm-hero__description">{banner.description}</p>
          <Link to="/shop" className="tv-button tv-button--harvest">
            {banner.buttonText}
          </Link>
        </div>
        <div className="farm-hero__art">
          <img src={banner.image} alt={banner.imageAlt} width="320" height="320" fetchPriority={first ? 'high' : 'auto'} />
          <Link to="/services" className="farm-hero__badge">
            <span>{banner.badgeText}</span>
            <FaArrowRight aria-hidden />
            <span className="tv-visually-hidden">: our services</span>
          </Link>
        </div>
      </div>
    </div>
  );
}

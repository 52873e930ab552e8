import { Link } from 'react-router-dom';
import { SectionTitle } from 'shared';
import { categoriesSection, productCategories } from '../../data/categories';
import { serviceDetailsPath } from '../../data/serviceCatalogue';
import './categoryList.css';

/** The six product categories, each leading to a service detail page. */
export function CategoryList() {
  return (
    <section className="tv-section farm-categories">
      <div className="tv-container">
        <SectionTitle eyebrow={categoriesSection.eyebrow} title={categoriesSection.title} />
        <ul className="tv-grid farm-categories__list">
          {productCategories.map((category) => (
            <li key={category.id}>
              <Link to={serviceDetailsPath(category.detailsId)} className="farm-categories__item">
                <span className="farm-categories__thumb">
                  <img src={category.thumb} alt="" width="72" height="72" loading="lazy" />
                </span>
                <span className="farm-categories__name">{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

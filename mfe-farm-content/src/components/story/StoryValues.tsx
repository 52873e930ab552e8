import type { IconType } from 'react-icons';
import { FaAward, FaHandshake, FaLeaf } from 'react-icons/fa6';
import type { StoryValue, StoryValueIcon } from '../../data/story';
import './story.css';

const ICONS: Record<StoryValueIcon, IconType> = { quality: FaAward, sustainability: FaLeaf, community: FaHandshake };

/** The three things the farm stands for. */
export function StoryValues({ values }: { values: readonly StoryValue[] }) {
  return (
    <ul className="farm-values">
      {values.map((value) => {
        const Icon = ICONS[value.icon];
        return (
          <li key={value.id} className="farm-values__item">
            <span className="farm-values__icon">
              <Icon aria-hidden="true" />
            </span>
            <h3 className="farm-values__title">{value.title}</h3>
            <p className="tv-muted">{value.description}</p>
          </li>
        );
      })}
    </ul>
  );
}

import { FaCircleCheck } from 'react-icons/fa6';
import type { MemberDataGroup } from '../../data/farmers';

/** The member's Main Skills and Personal Skills lists. */
export function MemberGroups({ groups }: { groups: readonly MemberDataGroup[] }) {
  return (
    <div className="tv-grid farm-member-groups">
      {groups.map((group) => (
        <section key={group.id} className="farm-member-group" aria-labelledby={`farm-member-group-${group.id}`}>
          <h3 id={`farm-member-group-${group.id}`} className="farm-member-group__title">
            {group.listTitle}
          </h3>
          <ul className="farm-member-group__list">
            {group.memberInfo.map((info) => (
              <li key={info.id}>
                <FaCircleCheck aria-hidden="true" className="farm-member-group__icon" />
                <span>
                  <strong>{info.title}:</strong> {info.description}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

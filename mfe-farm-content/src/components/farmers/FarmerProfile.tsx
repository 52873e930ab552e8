import { FaPhone } from 'react-icons/fa6';
import type { Farmer } from '../../data/farmers';
import { MemberGroups } from './MemberGroups';
import { SkillBar } from './SkillBar';
import { telHref } from './phone';
import './farmers.css';

/** A member's page body: portrait, name, role, phone, skill bars and skill groups. */
export function FarmerProfile({ farmer }: { farmer: Farmer }) {
  return (
    <article className="farm-profile">
      <div className="tv-columns farm-profile__top">
        <img
          className="farm-profile__portrait"
          src={farmer.thumb}
          alt={`Portrait illustration of ${farmer.name}`}
          width="400"
          height="460"
        />
        <div className="farm-profile__intro">
          <p className="tv-eyebrow">{farmer.title}</p>
          <h2 className="farm-profile__name">{farmer.name}</h2>
          <p className="farm-profile__bio">{farmer.bio}</p>
          <a className="farm-profile__phone" href={telHref(farmer.phone)}>
            <FaPhone aria-hidden="true" /> <span className="tv-visually-hidden">Phone: </span>
            {farmer.phone}
          </a>
          <h3 className="farm-profile__skills-title">Skills</h3>
          <div className="farm-profile__skills">
            {farmer.skillProgress.map((skill) => (
              <SkillBar key={skill.id} skill={skill} />
            ))}
          </div>
        </div>
      </div>
      <MemberGroups groups={farmer.memberData} />
    </article>
  );
}

import { Link } from 'react-router-dom';
import { FaArrowLeft } from 'react-icons/fa6';
import { THUMB_FULL_SIZE, type Project } from '../../data/projects';
import './projects.css';

/** A project's page body: wide illustration, story and key facts. */
export function ProjectArticle({ project }: { project: Project }) {
  const facts: readonly [string, string][] = [
    ['Category', project.category],
    ['Location', project.location],
    ['Year', String(project.year)],
    ['Partner', project.partner],
  ];
  return (
    <article>
      <img
        className="farm-project__image"
        src={project.thumbFull}
        alt={`Illustration of the ${project.title} project`}
        width={THUMB_FULL_SIZE.width}
        height={THUMB_FULL_SIZE.height}
      />
      <div className="tv-columns farm-project__body">
        <div>
          <p className="tv-eyebrow">{project.category}</p>
          <h2 className="farm-project__title">{project.title}</h2>
          <p className="farm-project__lead">{project.summary}</p>
          {project.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <Link to="/project" className="tv-button tv-button--outline farm-project__back">
            <FaArrowLeft aria-hidden="true" /> All Projects
          </Link>
        </div>
        <aside className="farm-project__facts" aria-labelledby="farm-project-facts-title">
          <h3 id="farm-project-facts-title" className="farm-project__facts-title">
            Project Info
          </h3>
          <dl>
            {facts.map(([term, detail]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{detail}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </article>
  );
}

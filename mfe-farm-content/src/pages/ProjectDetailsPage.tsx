import { useParams } from 'react-router-dom';
import { PageBanner, usePageMeta } from 'shared';
import { ProjectArticle } from '../components/projects/ProjectArticle';
import { findProjectById } from '../data/projects';

/** One project; an unknown id shows the banner only (docs/product.md#project-details). */
export default function ProjectDetailsPage() {
  const { id } = useParams();
  const project = findProjectById(id);
  usePageMeta({ title: project ? project.title : 'Project Details', description: project?.summary });
  return (
    <>
      <PageBanner title="Project Details" breadcrumb={project?.title ?? 'Project Details'} />
      {project && (
        <section className="tv-section">
          <div className="tv-container">
            <ProjectArticle project={project} />
          </div>
        </section>
      )}
    </>
  );
}

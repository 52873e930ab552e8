import { PageBanner, SectionTitle, usePageMeta } from 'shared';
import { ProjectGallery } from '../components/projects/ProjectGallery';
import { projects } from '../data/projects';

export default function ProjectPage() {
  usePageMeta({
    title: 'Recent Projects',
    description: 'Greenhouses, orchards, grain fields and water projects from the Terra Verde farm.',
  });
  return (
    <>
      <PageBanner title="Recent Projects" />
      <section className="tv-section">
        <div className="tv-container">
          <SectionTitle eyebrow="Our work" title="Growing a Better Farm">
            <p>Every season we take on projects that make our farm healthier and our produce fresher.</p>
          </SectionTitle>
          <ProjectGallery projects={projects} />
        </div>
      </section>
    </>
  );
}

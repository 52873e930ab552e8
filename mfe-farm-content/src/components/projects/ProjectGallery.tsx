import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Project } from '../../data/projects';
import './projects.css';

/** A second layout 500 ms after the first, once late fonts and sizes settle (docs/product.md#masonry-gallery). */
const MASONRY_RELAYOUT_MS = 500;

/** The /project masonry gallery: laid out once every image has loaded, and again 500 ms later. */
export function ProjectGallery({ projects }: { projects: readonly Project[] }) {
  const gridRef = useRef<HTMLUListElement>(null);
  const [settled, setSettled] = useState<ReadonlySet<number>>(() => new Set());
  const allSettled = settled.size >= projects.length;

  // A failed image still counts as settled, so one broken file cannot hold the layout back.
  const markSettled = (id: number) => setSettled((current) => (current.has(id) ? current : new Set(current).add(id)));

  // Pictures of the server's HTML may have loaded (or failed) before this code ran: no event comes for those.
  useEffect(() => {
    const pictures = gridRef.current?.querySelectorAll('img') ?? [];
    const done = projects.filter((_, index) => pictures[index]?.complete).map((project) => project.id);
    if (done.length) setSettled((current) => new Set([...current, ...done]));
  }, [projects]);

  useEffect(() => {
    const grid = gridRef.current;
    if (!allSettled || !grid) return undefined;
    let cancelled = false;
    let timer: number | undefined;
    let frame: number | undefined;
    let relayout: (() => void) | undefined;
    void import(/* webpackChunkName: "masonry" */ './masonry').then(({ layoutMasonry }) => {
      if (cancelled) return;
      layoutMasonry(grid);
      timer = window.setTimeout(() => layoutMasonry(grid), MASONRY_RELAYOUT_MS);
      relayout = () => {
        if (frame !== undefined) cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => layoutMasonry(grid));
      };
      window.addEventListener('resize', relayout);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      if (frame !== undefined) cancelAnimationFrame(frame);
      if (relayout) window.removeEventListener('resize', relayout);
    };
  }, [allSettled]);

  return (
    <ul ref={gridRef} className="farm-masonry" aria-busy={!allSettled}>
      {projects.map((project) => (
        <li
          key={project.id}
          className={project.activeClass === 'wide' ? 'farm-masonry__item farm-masonry__item--wide' : 'farm-masonry__item'}
        >
          <Link to={`/project-details/${project.id}`} className="farm-masonry__card">
            <img
              src={project.thumb}
              alt=""
              width={project.thumbSize.width}
              height={project.thumbSize.height}
              onLoad={() => markSettled(project.id)}
              onError={() => markSettled(project.id)}
            />
            <span className="farm-masonry__caption">
              <span className="tv-eyebrow">{project.category}</span>
              <span className="farm-masonry__title">{project.title}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

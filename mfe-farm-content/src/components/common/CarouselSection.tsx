import type { ReactNode } from 'react';
import { SectionTitle } from 'shared';

interface CarouselSectionProps {
  /** The section's own classes, after `tv-section`. */
  className: string;
  heading: { eyebrow: string; title: string };
  /** The carousel, and any controls beneath it. */
  children: ReactNode;
}

/** A band of a page with its title over a carousel: the gallery, the services and the testimonials. */
export function CarouselSection({ className, heading, children }: CarouselSectionProps) {
  return (
    <section className={`tv-section ${className}`}>
      <div className="tv-container">
        <SectionTitle eyebrow={heading.eyebrow} title={heading.title} />
        {children}
      </div>
    </section>
  );
}

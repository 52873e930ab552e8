import './sectionTitle.css';

export interface SectionTitleProps {
  /** The small line above the title. */
  eyebrow?: string;
  title: string;
  /** Heading level; sections under a page's h1 are h2 unless nested deeper. */
  level?: 2 | 3;
  align?: 'start' | 'center';
  children?: React.ReactNode;
}

export function SectionTitle({ eyebrow, title, level = 2, align = 'center', children }: SectionTitleProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`tv-section-title tv-section-title--${align}`}>
      {eyebrow && <p className="tv-eyebrow tv-section-title__eyebrow">{eyebrow}</p>}
      <Heading className="tv-section-title__title">{title}</Heading>
      {children && <div className="tv-section-title__lead">{children}</div>}
    </div>
  );
}

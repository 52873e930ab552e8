import { useId, type ReactNode } from 'react';

/** A titled box of the blog sidebar. */
export function SidebarWidget({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="blog-widget" aria-labelledby={headingId}>
      <h2 id={headingId} className="blog-widget__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { BlogSidebar } from './sidebar/BlogSidebar';
import './blogLayout.css';

/** The blog's page body: the main column, with the sidebar beside it when asked for. */
export function BlogLayout({ withSidebar, children }: { withSidebar: boolean; children: ReactNode }) {
  return (
    <div className="tv-section">
      <div className={`tv-container blog-layout${withSidebar ? ' blog-layout--sidebar' : ''}`}>
        <div className="blog-layout__main">{children}</div>
        {withSidebar && <BlogSidebar />}
      </div>
    </div>
  );
}

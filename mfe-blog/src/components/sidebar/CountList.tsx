import { SidebarWidget } from './SidebarWidget';

export interface CountListProps {
  title: string;
  items: readonly { id: number; label: string; count: number }[];
}

/** A sidebar list of names with how many posts each holds: categories, archives. */
export function CountList({ title, items }: CountListProps) {
  return (
    <SidebarWidget title={title}>
      <ul className="blog-counts">
        {items.map(({ id, label, count }) => (
          <li key={id} className="blog-counts__item">
            <span>{label}</span>
            <span className="blog-counts__count">
              ({count})<span className="tv-visually-hidden"> {count === 1 ? 'post' : 'posts'}</span>
            </span>
          </li>
        ))}
      </ul>
    </SidebarWidget>
  );
}

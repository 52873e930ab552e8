/** Tags as chips: the sidebar's tag cloud and the tags under a post. */
export function TagList({ tags, label }: { tags: readonly string[]; label: string }) {
  return (
    <ul className="blog-tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className="blog-tags__tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}

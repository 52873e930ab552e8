import type { Author } from '../../data/types';

/** Who wrote the post. */
export function AuthorBox({ author }: { author: Author }) {
  return (
    <section className="blog-author" aria-label="About the author">
      <img className="blog-author__avatar" src={author.avatar} alt="" width={96} height={96} loading="lazy" />
      <div>
        <p className="blog-author__role">{author.role}</p>
        <h2 className="blog-author__name">{author.name}</h2>
        <p className="tv-muted">{author.bio}</p>
      </div>
    </section>
  );
}

import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { BelowTheFold } from './BelowTheFold';

/** Records what the page holds when it is committed. */
function Above({ commits }: { commits: string[] }) {
  useLayoutEffect(() => {
    commits.push(document.body.textContent ?? '');
  }, [commits]);
  return <h2>Above</h2>;
}

describe('BelowTheFold', () => {
  it("leaves its children out of the page's first commit and renders them right after", () => {
    const commits: string[] = [];
    render(
      <>
        <Above commits={commits} />
        <BelowTheFold>
          <h2>Below</h2>
        </BelowTheFold>
      </>,
    );
    expect(commits).toEqual(['Above']);
    expect(screen.getByRole('heading', { name: 'Below' })).toBeInTheDocument();
  });
});

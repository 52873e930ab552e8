import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BelowTheFold, WholePage } from './BelowTheFold';

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

  it('renders its children at once where the page is rendered whole: into HTML, and where that HTML is taken over', () => {
    const page = (
      <WholePage.Provider value>
        <BelowTheFold>
          <h2>Below</h2>
        </BelowTheFold>
      </WholePage.Provider>
    );
    expect(renderToString(page)).toBe('<h2>Below</h2>');
    const commits: string[] = [];
    render(
      <>
        <Above commits={commits} />
        {page}
      </>,
    );
    expect(commits).toEqual(['AboveBelow']);
  });
});

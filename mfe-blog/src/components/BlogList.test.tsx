import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BLOG_LAYOUTS } from '../data/listLayouts';
import { BlogList } from './BlogList';
import { SidebarSearch } from './sidebar/SidebarSearch';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <SidebarSearch />
              <BlogList layout={BLOG_LAYOUTS.withSidebar} />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the sidebar blog list', () => {
  it('shows one page of 3 posts without a search', () => {
    renderAt('/blog-with-sidebar');
    expect(screen.getAllByTestId('blog-card')).toHaveLength(3);
  });

  it('shows only the posts matching ?q=', () => {
    renderAt('/blog-with-sidebar?q=compost');
    expect(screen.getAllByTestId('blog-card')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 post matches “compost”');
  });

  it("says 'No posts found' when nothing matches", () => {
    renderAt('/blog-with-sidebar?q=submarine');
    expect(screen.getByRole('heading', { name: 'No posts found' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('blog-card')).toHaveLength(0);
  });

  it('puts the keyword in the URL from page 1 and empties the field', () => {
    renderAt('/blog-with-sidebar?page=3');
    const box = screen.getByRole('searchbox', { name: 'Search posts by keyword' });
    fireEvent.change(box, { target: { value: ' Farm ' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/blog-with-sidebar?q=Farm');
    expect(box).toHaveValue('');
    expect(screen.getAllByTestId('blog-card')).toHaveLength(3);
  });
});

import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FaMagnifyingGlass } from 'react-icons/fa6';
import { SEARCH_RESULTS_PATH } from '../../data/listLayouts';
import { SEARCH_PARAM } from '../../lib/searchPosts';
import { SidebarWidget } from './SidebarWidget';

/**
 * Keyword search. It filters the list on the sidebar blog page through `?q=` (where the
 * reference site only reset it: docs/product.md#blog-search) and still empties its field.
 */
export function SidebarSearch() {
  const inputId = useId();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = keyword.trim();
    const search = query ? `?${new URLSearchParams({ [SEARCH_PARAM]: query })}` : '';
    navigate(`${SEARCH_RESULTS_PATH}${search}`);
    setKeyword('');
  };

  return (
    <SidebarWidget title="Search">
      <form className="blog-search" role="search" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="tv-visually-hidden">
          Search posts by keyword
        </label>
        <input
          id={inputId}
          type="search"
          name={SEARCH_PARAM}
          placeholder="Search posts..."
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit" className="blog-search__button">
          <FaMagnifyingGlass aria-hidden />
          <span className="tv-visually-hidden">Search</span>
        </button>
      </form>
    </SidebarWidget>
  );
}

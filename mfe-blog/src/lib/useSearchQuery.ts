import { useSearchParams } from 'react-router-dom';
import { SEARCH_PARAM } from './searchPosts';

/** The sidebar search kept in the URL (`?q=`), so it survives a reload and combines with `?page=`. */
export function useSearchQuery(): string {
  const [params] = useSearchParams();
  return (params.get(SEARCH_PARAM) ?? '').trim();
}

import { archiveMonths, categoryCounts } from '../lib/sidebarLists';
import { POST_IMAGES } from './postImages';
import { posts } from './posts';
import type { ArchiveMonth, CategoryCount, GalleryItem, TagItem } from './types';

/** How many recent posts the sidebar lists: the first 3 (docs/product.md#blog-sidebar). */
export const RECENT_POST_COUNT = 3;

/** Counted from the posts, so the numbers always match the journal. */
export const categories: readonly CategoryCount[] = categoryCounts(posts);

export const archives: readonly ArchiveMonth[] = archiveMonths(posts);

export const tags: readonly TagItem[] = [
  { id: 1, category: 'Organic' },
  { id: 2, category: 'Harvest' },
  { id: 3, category: 'Vegetables' },
  { id: 4, category: 'Fruits' },
  { id: 5, category: 'Soil' },
  { id: 6, category: 'Compost' },
  { id: 7, category: 'Recipes' },
  { id: 8, category: 'Seasonal' },
  { id: 9, category: 'Community' },
];

/** The sidebar's 6-image gallery (docs/product.md#blog-sidebar). */
export const gallery: readonly GalleryItem[] = [
  { id: 1, thumb: POST_IMAGES.tomato.thumbFull, alt: POST_IMAGES.tomato.imageAlt },
  { id: 2, thumb: POST_IMAGES.strawberry.thumbFull, alt: POST_IMAGES.strawberry.imageAlt },
  { id: 3, thumb: POST_IMAGES.carrot.thumbFull, alt: POST_IMAGES.carrot.imageAlt },
  { id: 4, thumb: POST_IMAGES.bee.thumbFull, alt: POST_IMAGES.bee.imageAlt },
  { id: 5, thumb: POST_IMAGES.blueberry.thumbFull, alt: POST_IMAGES.blueberry.imageAlt },
  { id: 6, thumb: POST_IMAGES.tangerine.thumbFull, alt: POST_IMAGES.tangerine.imageAlt },
];

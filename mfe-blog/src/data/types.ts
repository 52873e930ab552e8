/** The blog's data shapes (docs/product.md#sample-data-counts). */

export interface PostDate {
  day: number;
  /** Short month name, as printed on the date badge ("Nov"). */
  month: string;
  year: number;
}

export interface BlogPost {
  id: number;
  /** The post's produce icon, square: used where the picture is small (recent posts). */
  thumb: string;
  /** The post's full landscape picture: cards, the post page, the gallery. */
  thumbFull: string;
  /** What the picture shows, for its alt text. */
  imageAlt: string;
  title: string;
  date: PostDate;
  author: string;
  /** The date written out ("November 18, 2026"). */
  full_date: string;
  /** ISO date, for <time> and the article's structured data. */
  isoDate: string;
  description: string;
  /** Number of comments the post has. */
  comments: number;
  category: string;
  tags: readonly string[];
  /** The article, one paragraph per entry. */
  body: readonly string[];
}

export interface Author {
  name: string;
  role: string;
  bio: string;
  avatar: string;
}

export interface BlogComment {
  /** Unique among its post's comments. */
  id: number;
  name: string;
  avatar: string;
  full_date: string;
  /** ISO date, for <time>. */
  isoDate: string;
  text: string;
}

export interface CategoryCount {
  id: number;
  category: string;
  count: number;
}

export interface ArchiveMonth {
  id: number;
  month: string;
  count: number;
}

export interface TagItem {
  id: number;
  category: string;
}

export interface GalleryItem {
  id: number;
  thumb: string;
  alt: string;
}

export interface ShareLink {
  network: 'facebook' | 'x' | 'linkedin' | 'email';
  label: string;
  href: string;
}

/** Where a reader can share a post; plain links, so no third-party script is loaded. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', label: 'Share on X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'email', label: 'Share by e-mail', href: `mailto:?subject=${t}&body=${u}` },
  ];
}

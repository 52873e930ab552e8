/** Placeholder while a remote or one of its pages is on its way; keeps the layout's height. */
export function PageLoading() {
  return (
    <div className="shell-loading" aria-busy="true" aria-live="polite">
      <span className="tv-visually-hidden">Loading the page…</span>
      <div className="shell-loading__banner" />
    </div>
  );
}

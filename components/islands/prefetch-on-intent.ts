/**
 * Fetches one of the site's own pages ahead once a visitor shows intent to open it (a pointer over its link, which
 * includes a finger touching it, or keyboard focus on it), never merely for being on screen, so a slow connection
 * is not spent on pages the visitor may never open. The browser keeps the fetched page for the navigation that
 * follows. Plain DOM: one listener for every link, present or added later.
 */
export function prefetchOnIntent(document: Document): void {
  const fetched = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.hasAttribute('download'))
      return;
    const page = link.href.split('#')[0];
    if (page === location.href.split('#')[0] || fetched.has(page)) return;
    fetched.add(page);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = page;
    document.head.append(hint);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}

/**
 * Under the header of every page of a preview while facts are still samples (lib/content/samples): nobody takes a
 * preview for the site the company stands behind. The Publish build has none to show, so it renders nothing there.
 */
export function SamplesNotice({ text }: { text: string }) {
  return (
    <aside data-samples-notice className="bg-accent-400 px-4 py-2 text-center text-sm font-semibold text-ink">
      <p className="mx-auto max-w-page">{text}</p>
    </aside>
  );
}

import { Component, type ReactNode, useLayoutEffect } from 'react';

type FailOpen = (error: Error) => void;
type Props = {
  children?: ReactNode;
  /** Puts the island's server HTML back (it fails open) and reports the error; called once the island is gone. */
  failOpen: FailOpen;
};
type State = { error: Error | null };

/** Calls `failOpen` as soon as the broken island's DOM is out of the page, so what it puts back stays. */
function FailedOpen({ error, failOpen }: { error: Error; failOpen: FailOpen }) {
  useLayoutEffect(() => failOpen(error), [error, failOpen]);
  return null;
}

/**
 * Catches what one island throws, while hydrating or later, and hands the island back to its server HTML: its own
 * text stays readable (every product, every bullet), with no stack trace for visitors; the rest of the page, its
 * other islands included, keeps working. The route's error screen (app/(en)/error.tsx) stays for a page that cannot
 * render at all.
 */
export class IslandBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <FailedOpen error={error} failOpen={this.props.failOpen} />;
  }
}

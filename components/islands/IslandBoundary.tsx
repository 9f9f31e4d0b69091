import { Component, type ReactNode } from 'react';
import RouteError from '@/app/error';

type Props = { children: ReactNode };
type State = { error: Error | null };

/**
 * Catches what one island throws, while hydrating or later, and shows the site's fallback screen in that island's
 * place: app/error.tsx's screen (the spec's "Unexpected Application Error!", the message, the stack), its heading
 * an h2 so the page keeps its one h1; the rest of the page, its other islands included,
 * keeps working. "Try again" renders the island afresh.
 */
export class IslandBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <RouteError error={error} reset={() => this.setState({ error: null })} level={2} />;
  }
}

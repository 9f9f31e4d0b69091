/**
 * What the server's <Island> writes and the browser's islands entry reads: one place for both sides' names.
 * Kept free of imports, so the browser bundle takes nothing else with it.
 */

/** On an island's wrapper: the component's name in ./registry.ts. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** On an island's wrapper: its props as JSON, React nodes replaced by slot markers. */
export const PROPS_ATTRIBUTE = 'data-island-props';
/** On the element that holds a server-rendered React node of an island's props. */
export const SLOT_ATTRIBUTE = 'data-island-slot';
/** Set on an island's wrapper once it has hydrated, so tests and the bench can tell when it answers. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Set on <html> when the islands' script starts, before it hydrates anything: the page's loader
 * (scripts/defer-scripts.ts) reads a script that loaded without it as one that could not run, and fails open.
 */
export const ISLANDS_STARTED_ATTRIBUTE = 'data-islands-started';

/** In the JSON, in place of a React node: the path of the slot element that holds it. */
export type SlotMarker = { $slot: string };

export const isSlotMarker = (value: unknown): value is SlotMarker =>
  typeof value === 'object' && value !== null && typeof (value as SlotMarker).$slot === 'string';

import { type ComponentProps, isValidElement, type ReactNode } from 'react';
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE, SLOT_ATTRIBUTE, type SlotMarker } from './protocol';
import { type IslandName, islands } from './registry';

type Props<Name extends IslandName> = { name: Name; props: ComponentProps<(typeof islands)[Name]> };

const isNode = (value: unknown): value is ReactNode =>
  isValidElement(value) || (Array.isArray(value) && value.some(isNode));
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A server-rendered part of an island's props: in the HTML once, inside its slot, never repeated in the JSON. */
function Slot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div {...{ [SLOT_ATTRIBUTE]: name }} className="contents">
      {children}
    </div>
  );
}

/**
 * The props split in two: what the browser gets as JSON, and what React renders. Every React node among them (at
 * any depth: a carousel item's links, a toggle's panel) becomes a slot: rendered in place inside a marked element,
 * and in the JSON only a marker naming that element, so the browser hydrates it from the HTML already there.
 */
function splitProps(value: unknown, path: string): { json: unknown; rendered: unknown } {
  if (isNode(value)) {
    const marker: SlotMarker = { $slot: path };
    return { json: marker, rendered: <Slot name={path}>{value}</Slot> };
  }
  if (Array.isArray(value)) {
    const parts = value.map((item, index) => splitProps(item, `${path}.${index}`));
    return { json: parts.map((part) => part.json), rendered: parts.map((part) => part.rendered) };
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value).map(
      ([key, item]) => [key, splitProps(item, path ? `${path}.${key}` : key)] as const,
    );
    return {
      json: Object.fromEntries(entries.map(([key, part]) => [key, part.json])),
      rendered: Object.fromEntries(entries.map(([key, part]) => [key, part.rendered])),
    };
  }
  if (typeof value === 'function') throw new Error(`Island prop "${path}" is a function, which no HTML can carry`);
  return { json: value, rendered: value };
}

/**
 * Where an interactive component joins a server-rendered page: React renders it into the HTML at build time, and
 * the marked wrapper carries its name and props, from which the browser's islands entry (./browser.ts) hydrates
 * it alone. The wrapper takes no box of its own (display: contents), so the page lays out as if it were not there.
 */
export function Island<Name extends IslandName>({ name, props }: Props<Name>) {
  const Component = islands[name] as (props: Record<string, unknown>) => ReactNode;
  const { json, rendered } = splitProps(props, '');
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name, [PROPS_ATTRIBUTE]: JSON.stringify(json) }} className="contents">
      <Component {...(rendered as Record<string, unknown>)} />
    </div>
  );
}

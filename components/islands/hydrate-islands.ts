import { type ComponentType, createElement, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { FAILED_OPEN_ATTRIBUTE } from '@/lib/data-light';
import { IslandBoundary } from './IslandBoundary';
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, isSlotMarker, PROPS_ATTRIBUTE, SLOT_ATTRIBUTE } from './protocol';

// biome-ignore lint/suspicious/noExplicitAny: each island takes its own props, checked where <Island> is written
type Islands = Record<string, ComponentType<any>>;

/** A slot's server-rendered content, kept as it is: hydration leaves an element's existing inner HTML alone. */
function ServerHtml({ name, html }: { name: string; html: string }) {
  return createElement('div', {
    [SLOT_ATTRIBUTE]: name,
    className: 'contents',
    dangerouslySetInnerHTML: { __html: html },
  });
}

/** The props the server wrote, each slot marker replaced by the HTML its slot element holds. */
export function propsFromHtml(wrapper: Element): Record<string, unknown> {
  const slots = new Map(
    [...wrapper.querySelectorAll(`[${SLOT_ATTRIBUTE}]`)]
      .filter((slot) => slot.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`) === wrapper)
      .map((slot) => [slot.getAttribute(SLOT_ATTRIBUTE), slot.innerHTML]),
  );
  const restore = (value: unknown): unknown => {
    if (isSlotMarker(value)) {
      const html = slots.get(value.$slot);
      if (html === undefined) throw new Error(`The island's slot "${value.$slot}" is missing from the page`);
      return createElement(ServerHtml, { name: value.$slot, html });
    }
    if (Array.isArray(value)) return value.map(restore);
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, restore(item)]));
    return value;
  };
  return restore(JSON.parse(wrapper.getAttribute(PROPS_ATTRIBUTE) ?? '{}')) as Record<string, unknown>;
}

/** One island: its component with the props from its HTML; marks the wrapper once it has hydrated. */
function IslandFromHtml({ wrapper, islands }: { wrapper: Element; islands: Islands }) {
  const name = wrapper.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const [props] = useState(() => propsFromHtml(wrapper));
  useEffect(() => wrapper.setAttribute(HYDRATED_ATTRIBUTE, ''), [wrapper]);
  const Island = islands[name];
  if (!Island) throw new Error(`No island is named "${name}"`);
  return createElement(Island, props);
}

/** Told of each island that failed: its name and what it threw. */
export type OnIslandFailure = (island: string, error: Error) => void;

/**
 * Hydrates every island of the page on its own, from the name and props its wrapper carries. A failing one fails
 * open: its server HTML comes back, its wrapper marked so the layout's static style shows what the island would
 * reveal (lib/static-page-style.ts), and `onFailure` hears of it; the others are left be.
 */
export function hydrateIslands(root: ParentNode, islands: Islands, onFailure?: OnIslandFailure): void {
  for (const wrapper of root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    const serverHtml = wrapper.innerHTML;
    const failOpen = (error: Error) => {
      wrapper.innerHTML = serverHtml;
      wrapper.removeAttribute(HYDRATED_ATTRIBUTE);
      wrapper.setAttribute(FAILED_OPEN_ATTRIBUTE, '');
      onFailure?.(wrapper.getAttribute(ISLAND_ATTRIBUTE) ?? '', error);
    };
    hydrateRoot(
      wrapper,
      createElement(IslandBoundary, { failOpen }, createElement(IslandFromHtml, { wrapper, islands })),
    );
  }
}

/** The report of a failed island, sent to the metrics endpoint as the Web Vitals are (lib/web-vitals.ts). */
export function reportIslandFailure(endpoint: string): OnIslandFailure {
  return (island, error) => {
    const report = { name: 'island-error', island, message: error.message, page: location.pathname };
    // A string body is sent as text/plain: a "simple" request, so no CORS preflight.
    navigator.sendBeacon(endpoint, JSON.stringify(report));
  };
}

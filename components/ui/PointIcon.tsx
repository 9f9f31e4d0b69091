import { OutlineIcon } from './OutlineIcon';

/**
 * One outline path per drawing content may choose, on a 24-unit grid: a few bytes each. The content's choices
 * (pointIcons in lib/content/schema) must each be a name here, or the page passing one does not type-check.
 */
const PATHS = {
  // Two people, one behind the other.
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M21 20a6 6 0 0 0-4-5.6',
  // The rupee sign.
  rupee: 'M6 4h12M6 9h12M10 4a4.5 4.5 0 0 1 0 9H6l8 7',
  // A headset with its microphone.
  support: 'M4 15v-3a8 8 0 0 1 16 0v3M4 14h3v5H4zM20 14h-3v5h3zM20 19a3 3 0 0 1-3 3h-4',
  // A price tag with its hole.
  'price-tag': 'M12 3H4a1 1 0 0 0-1 1v8l9 9 9-9zM8 8h.01',
} as const;

export type PointIconName = keyof typeof PATHS;

/**
 * The drawing beside a point of a list, chosen in content (content/about.yaml `icon`), in the colour of its text.
 * Screen readers skip it: the point's words say it.
 */
export function PointIcon({ name, className }: { name: PointIconName; className?: string }) {
  return <OutlineIcon d={PATHS[name]} className={className} name={name} />;
}

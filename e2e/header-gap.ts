/** How far below the sticky header's bottom edge a jump may land its target's top, in CSS pixels. */
export const GAP = { min: 0, max: 16 };

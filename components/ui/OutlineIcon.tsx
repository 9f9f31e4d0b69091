/**
 * A small outline drawing: one path on a 24-unit grid, stroked in the colour of its text, inline (no icon font, no
 * request, no script). Decoration only: screen readers skip it, the words beside it say what it means.
 */
type Props = {
  d: string;
  size?: number;
  className?: string;
  /** Which drawing, for tests and styles. */
  name?: string;
};

export function OutlineIcon({ d, size = 24, className, name }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      className={className ? `shrink-0 ${className}` : 'shrink-0'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

/** A telephone handset, beside a call link. */
export const PHONE_ICON = 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z';

/** An envelope, beside an email link. */
export const MAIL_ICON = 'M3 5h18v14H3zM3 6l9 7 9-7';

/** The preview has no Next router: the site's links render as the plain links they are in the HTML. */
import type { AnchorHTMLAttributes } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: unknown };

export default function Link({ prefetch: _prefetch, ...props }: Props) {
  return <a {...props} />;
}

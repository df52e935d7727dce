'use client';

import Link from 'next/link';
import { Button, type ButtonAsLinkProps } from '@dating/ui/button';

/** A link that looks like a button and navigates on the client: `Button` rendered as Next's `Link`. */
export function LinkButton(props: Omit<ButtonAsLinkProps, 'as'>) {
  return <Button {...props} as={Link} />;
}

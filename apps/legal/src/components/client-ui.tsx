'use client';

/**
 * Client boundary for design-system components: `@dating/ui` modules carry no "use client" directive,
 * so server components reach them through these wrappers (plain, serialisable props only).
 */
import { Button, type ButtonAsLinkProps } from '@dating/ui/button';

export function LinkButton(props: ButtonAsLinkProps) {
  return <Button {...props} />;
}

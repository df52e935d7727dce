import { type SVGProps } from 'react';

/**
 * A 24 × 24 line icon stroked in the text colour, not focusable; its shapes are the children. The caller adds
 * what differs: `aria-hidden` when the icon itself is decorative, a fixed `width`/`height`.
 */
export function LineIcon({ children, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable={false}
      {...rest}
    >
      {children}
    </svg>
  );
}

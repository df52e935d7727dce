'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { FooterLinks } from './primitives';

export interface FooterNavProps {
  label: string;
  links: readonly { path: string; label: string }[];
}

/** Links to every legal page; the current one carries `aria-current="page"`. */
export function FooterNav({ label, links }: FooterNavProps) {
  const pathname = usePathname();
  return (
    <nav aria-label={label}>
      <FooterLinks>
        {links.map((link) => (
          <li key={link.path}>
            <Link href={link.path} aria-current={pathname === link.path ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </FooterLinks>
    </nav>
  );
}

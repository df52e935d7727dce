import { Logo } from '@dating/ui/logo';
import { BackLink, HeaderInner, HeaderBar } from './primitives';

export interface SiteHeaderProps {
  siteName: string;
  homeLabel: string;
  /** Where the logo and the back link lead: `/members` for a member, `/` for a visitor. */
  backHref: string;
  backLabel: string;
}

/**
 * Logo and site name, and a clear way back to the site (the members area for a member, the home page for a
 * visitor); both point outside this app's base path, at the front door.
 */
export function SiteHeader({ siteName, homeLabel, backHref, backLabel }: SiteHeaderProps) {
  return (
    <HeaderBar>
      <HeaderInner>
        <Logo href={backHref} label={homeLabel} name={siteName} />
        <BackLink href={backHref} data-testid="legal-back">
          <span aria-hidden="true">←</span> {backLabel}
        </BackLink>
      </HeaderInner>
    </HeaderBar>
  );
}

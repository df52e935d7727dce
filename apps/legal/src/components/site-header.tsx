import { LogoMark } from '@dating/ui/logo-mark';
import { HeaderBar, HeaderInner, HomeLink } from './primitives';

export interface SiteHeaderProps {
  siteName: string;
  homeLabel: string;
}

/** Logo and site name, linking to the home page of the front door (outside this app's base path). */
export function SiteHeader({ siteName, homeLabel }: SiteHeaderProps) {
  return (
    <HeaderBar>
      <HeaderInner>
        <HomeLink href="/" aria-label={homeLabel}>
          <LogoMark />
          <span>{siteName}</span>
        </HomeLink>
      </HeaderInner>
    </HeaderBar>
  );
}

import { Logo } from '@dating/ui/logo';
import { HeaderBar, HeaderInner } from './primitives';

export interface SiteHeaderProps {
  siteName: string;
  homeLabel: string;
}

/** Logo and site name, linking to the home page of the front door (outside this app's base path). */
export function SiteHeader({ siteName, homeLabel }: SiteHeaderProps) {
  return (
    <HeaderBar>
      <HeaderInner>
        <Logo href="/" label={homeLabel} name={siteName} />
      </HeaderInner>
    </HeaderBar>
  );
}

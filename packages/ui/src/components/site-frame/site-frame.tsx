import {
  SiteFrameFooter,
  SiteFrameFooterLinks,
  SiteFrameHeader,
  SiteFrameHomeLink,
  SiteFrameRoot,
} from './site-frame.styles';

/**
 * The frame of the public pages outside the member site (the landers, the legal pages): `SiteFrame` around
 * `SiteFrame.Header` (with `SiteFrame.HomeLink`), the app's main and `SiteFrame.Footer` with
 * `SiteFrame.FooterLinks`. Styles only; each app adds its container width and text.
 */
export const SiteFrame = Object.assign(SiteFrameRoot, {
  Header: SiteFrameHeader,
  HomeLink: SiteFrameHomeLink,
  Footer: SiteFrameFooter,
  FooterLinks: SiteFrameFooterLinks,
});

import {
  SiteFrameContainer,
  SiteFrameFooter,
  SiteFrameFooterLinks,
  SiteFrameHeader,
  SiteFrameHomeLink,
  SiteFrameMain,
  SiteFrameRoot,
} from './site-frame.styles';

/**
 * The frame of the public pages outside the member site (the landers, the legal pages): `SiteFrame` around
 * `SiteFrame.Header` (with `SiteFrame.HomeLink`), `SiteFrame.Main` and `SiteFrame.Footer` with
 * `SiteFrame.FooterLinks`, and `SiteFrame.Container` for the content column (`$maxWidth` `lg` or `xl`). Styles
 * only; each app adds its text.
 */
export const SiteFrame = Object.assign(SiteFrameRoot, {
  Container: SiteFrameContainer,
  Header: SiteFrameHeader,
  HomeLink: SiteFrameHomeLink,
  Main: SiteFrameMain,
  Footer: SiteFrameFooter,
  FooterLinks: SiteFrameFooterLinks,
});

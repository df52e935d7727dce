import type { TLocale } from '@dating/core/contracts';
import type { TCampaign } from '../../campaign/campaign-schema';

/** What every lander template receives from the app. */
export interface TemplateProps {
  campaign: TCampaign;
  /** `/signup` with the visitor's tracking parameters. */
  signupHref: string;
  /** `location.search` of the visit (tracking for the inline sign-up). */
  search: string;
  locale: TLocale;
}

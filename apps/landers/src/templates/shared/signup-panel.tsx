import { useTranslation } from 'react-i18next';
import { RichText } from '../../i18n/rich-text';
import styled from 'styled-components';
import { Button } from '@dating/ui/button';
import { LanderSignupForm } from '../../signup/lander-signup-form';
import type { TemplateProps } from './template-props';

const LinkPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  justify-items: center;
  text-align: center;

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }

  a:not([data-variant]) {
    color: inherit;
  }
`;

/** The form keeps the page's default text colour on the dark templates (it draws its own light surface). */
const FormBox = styled.div`
  color: ${({ theme }) => theme.colors.text.default};
`;

/**
 * The sign-up of the gallery lander, for every template: the inline form on the site itself (it states 18+
 * and the terms); a campaign built for another origin (`siteUrl` set) links to that site's `/signup` with the
 * same statement (the session cookie would not reach the site from here).
 */
export function SignupPanel({ campaign, search, locale, signupHref }: TemplateProps) {
  const { t } = useTranslation('landers');
  if (campaign.siteUrl !== '') {
    return (
      <LinkPanel>
        <Button href={signupHref} size="lg">
          {t('cta.button')}
        </Button>
        <p>
          <RichText
            text={t('templates.common.adultsTerms')}
            components={{ terms: <a href={`${campaign.siteUrl}/pages/terms`} /> }}
          />
        </p>
      </LinkPanel>
    );
  }
  return (
    <FormBox>
      <LanderSignupForm campaign={campaign} search={search} locale={locale} signupHref={signupHref} />
    </FormBox>
  );
}

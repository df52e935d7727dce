'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { LOCALES, type TLocale } from '@dating/core/contracts';
import { useLocale, useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { ChoiceGroup } from '@dating/ui/choice-group';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { useChangeLanguage } from '@/hooks/use-change-language';
import { useLanguageName } from '@/hooks/use-language-name';
import { SCREEN_TITLE_KEYS } from '@/lib/screens';
import { formatMoney } from './money';
import { Muted, Stack } from './payments.styles';
import { usePackages } from './use-packages';

/**
 * `/lang-config` (spec §2, money routes): the member's language (site and e-mails, stored on the account) and
 * where the prices come from: the country of the profile, in its currency, with the cheapest bundle as an
 * example and a link to change the country. Nothing is charged here.
 */
export function LangConfigScreen() {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation();
  const { t: tp } = useTranslation('profile');
  const locale = useLocale();
  const languageName = useLanguageName();
  const changeLanguage = useChangeLanguage(true);
  const packages = usePackages();
  const [choice, setChoice] = useState<TLocale>(locale);
  // Here every language of the site is offered (the top bar's menu keeps to the country's, spec §9).
  const options = LOCALES.map((code) => ({ value: code, label: languageName(code) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice !== locale) changeLanguage.mutate(choice);
  };
  const data = packages.data;
  const cheapest = data?.packages.reduce<(typeof data.packages)[number] | null>(
    (low, p) => (low === null || p.price_cents < low.price_cents ? p : low),
    null,
  );

  return (
    <PageContainer data-screen="langConfig">
      <PageTitle>{tc(SCREEN_TITLE_KEYS.langConfig)}</PageTitle>
      <Lead>{t('langConfig.lead')}</Lead>
      <form method="post" onSubmit={submit} noValidate>
        <Stack>
          <ChoiceGroup
            id="lang-config-language"
            legend={t('langConfig.language')}
            name="language"
            options={options}
            value={choice}
            onChange={setChoice}
          />
          {changeLanguage.isError ? <Alert tone="danger">{t('langConfig.failed')}</Alert> : null}
          {changeLanguage.isSuccess ? <p role="status">{t('langConfig.saved')}</p> : null}
          <Button type="submit" loading={changeLanguage.isPending} disabled={choice === locale}>
            {t('langConfig.save')}
          </Button>
        </Stack>
      </form>
      <section aria-labelledby="lang-config-prices">
        <h2 id="lang-config-prices">{t('langConfig.pricesTitle')}</h2>
        {data ? (
          <Stack data-testid="lang-config-prices">
            <p>
              {t('langConfig.prices', {
                country: tp(`countries.${data.country}` as 'countries.NL'),
                currency: data.currency,
              })}
            </p>
            {cheapest ? (
              <Muted>
                {t('langConfig.example', {
                  credits: cheapest.credits,
                  price: formatMoney(cheapest.price_cents, cheapest.currency, locale),
                })}
              </Muted>
            ) : null}
            <p>
              <Link href="/profile">{t('langConfig.changeCountry')}</Link>
            </p>
          </Stack>
        ) : null}
      </section>
    </PageContainer>
  );
}

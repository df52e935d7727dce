'use client';

import Link from 'next/link';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { Spinner } from '@dating/ui/spinner';
import { useTranslation } from '@dating/i18n/client';
import { type TCreditPackage, type TPackagesResponse } from '@dating/core/contracts';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useUser } from '@/hooks/use-user';
import { SCREEN_TITLE_KEYS } from '@/lib/screens';
import { formatCountdown, formatMoney, formatPerCredit } from './money';
import { Benefits, Muted, PopularTag, Price, Stack, Tier, TierList, Was } from './payments.styles';
import { usePackages } from './use-packages';
import { useSecondsUntil } from './use-seconds-until';

type Variant = 'credits' | 'premium';

/** The cheapest price of one message: through the bundle with the lowest price per credit. */
function cheapestMessage(data: TPackagesResponse, locale: string): string | null {
  const best = [...data.packages].sort((a, b) => a.price_cents / a.credits - b.price_cents / b.credits)[0];
  if (!best || data.message_credits <= 0) return null;
  return formatMoney(
    Math.round((best.price_cents * data.message_credits) / best.credits),
    best.currency,
    locale,
  );
}

function PackageTier({ pkg, locale }: { pkg: TCreditPackage; locale: string }) {
  const { t } = useTranslation('payments');
  const price = formatMoney(pkg.price_cents, pkg.currency, locale);
  const pay = pkg.discounted_price_cents ?? pkg.price_cents;
  const payText = formatMoney(pay, pkg.currency, locale);
  return (
    <Tier data-popular={pkg.popular ? '' : undefined} data-tier={pkg.tier}>
      {pkg.popular ? <PopularTag>{t('packages.popular')}</PopularTag> : null}
      <h2>{t('packages.credits', { count: pkg.credits })}</h2>
      <Price>
        {payText} {pkg.discounted_price_cents !== null ? <Was>{t('packages.was', { price })}</Was> : null}
      </Price>
      <Muted>
        {t('packages.perCredit', { price: formatPerCredit(pkg.price_per_credit, pkg.currency, locale) })}
      </Muted>
      <Muted>{t('packages.messages', { count: pkg.messages })}</Muted>
      <Button
        as={Link}
        href={`/credits/${pkg.tier}`}
        variant={pkg.popular ? 'primary' : 'secondary'}
        fullWidth
        aria-label={t('packages.chooseLabel', { credits: pkg.credits, price: payText })}
      >
        {t('packages.choose')}
      </Button>
    </Tier>
  );
}

function DiscountBanner({ discount }: { discount: NonNullable<TPackagesResponse['discount']> }) {
  const { t } = useTranslation('payments');
  const seconds = useSecondsUntil(discount.expires);
  if (discount.expires && seconds <= 0) return null;
  return (
    <Alert tone="success">
      {t('packages.discount', { percentage: discount.percentage, time: formatCountdown(seconds) })}
    </Alert>
  );
}

/** /credits and /premium: the four tiers for the member's country, the time bonus and the methods offered. */
export function PackagesScreen({ variant }: { variant: Variant }) {
  const { t, i18n } = useTranslation('payments');
  const { t: tc } = useTranslation();
  const errorText = useApiErrorText();
  const user = useUser();
  const packages = usePackages();
  const locale = i18n.language;
  const data = packages.data;
  const premium = user.data?.paid_user === true;
  return (
    <PageContainer data-screen={variant}>
      <PageTitle>{tc(SCREEN_TITLE_KEYS[variant])}</PageTitle>
      {variant === 'premium' ? (
        <>
          <Lead>{premium ? t('premium.already') : t('premium.lead')}</Lead>
          <h2>{t('premium.benefitsTitle')}</h2>
          <Benefits>
            <li>{t('premium.benefitPhotos')}</li>
            <li>{t('premium.benefitUploads')}</li>
            <li>{t('premium.benefitKeep')}</li>
            <li>{t('premium.benefitMessages')}</li>
          </Benefits>
          {data && data.match_chance_increase !== null && data.match_chance_increase > 0 ? (
            <p>{t('premium.matchChance', { percent: data.match_chance_increase })}</p>
          ) : null}
          {premium ? null : (
            <p>
              <Button as={Link} href="#tiers" variant="outline">
                {t('premium.cta')}
              </Button>
            </p>
          )}
        </>
      ) : (
        <Lead>{t('packages.lead')}</Lead>
      )}
      {user.data ? <p>{t('packages.balance', { count: user.data.credits })}</p> : null}
      {packages.isPending ? <Spinner /> : null}
      {packages.isError ? <Alert tone="danger">{errorText(packages.error)}</Alert> : null}
      {data ? (
        <Stack>
          {data.discount ? <DiscountBanner discount={data.discount} /> : null}
          {data.packages.length === 0 ? (
            <Alert tone="info">{t('packages.empty')}</Alert>
          ) : (
            <TierList id="tiers">
              {data.packages.map((p) => (
                <PackageTier key={p.id} pkg={p} locale={locale} />
              ))}
            </TierList>
          )}
          {cheapestMessage(data, locale) ? (
            <Muted>
              {t('packages.messagePrice', {
                credits: data.message_credits,
                price: cheapestMessage(data, locale),
              })}
            </Muted>
          ) : null}
          <Muted>
            {t('packages.methods')}: {data.methods.map((m) => t(`methods.${m.id}`)).join(', ')}
          </Muted>
          <p>
            <Link href="/pricing">{t('packages.pricingLink')}</Link>
          </p>
          {variant === 'credits' ? (
            <p>
              <Link href="/credits/repeat-order">{t('repeat.link')}</Link>
            </p>
          ) : null}
        </Stack>
      ) : null}
    </PageContainer>
  );
}

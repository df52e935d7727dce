'use client';

import { useLocale, useTranslation } from '@dating/i18n/client';
import { Select } from '@dating/ui/select';
import { TextField } from '@dating/ui/text-field';
import { useSettings } from '@/providers/settings-context';
import { useRegions } from '@/hooks/use-regions';
import { countryCodes, regionChoice, sortedOptions } from '@/lib/location-options';
import { Grid2 } from './my-profile.styles';
import { LIMITS } from './profile-form-model';
import { type SectionProps } from './section-props';

/** Where: country, the region list of that country under its own term (province, state, …), city. */
export function WhereFields({ values, errorText, set }: SectionProps) {
  const { t } = useTranslation('editor');
  const { t: tp } = useTranslation('profile');
  const locale = useLocale();
  const settings = useSettings();
  const regions = useRegions();
  const choice = regionChoice(regions.data, values.country);
  const countries = sortedOptions(
    countryCodes(settings),
    (code) => tp(`countries.${code}` as 'countries.NL', { defaultValue: code }),
    locale,
  );
  const regionOptions = sortedOptions(
    choice.regions.map((r) => r.id),
    (id) => choice.regions.find((r) => r.id === id)?.name ?? id,
    locale,
  );

  return (
    <>
      <Grid2>
        <Select
          id="profile-country"
          label={t('form.where.country')}
          value={values.country}
          error={errorText('country')}
          onChange={(e) => {
            set('country', e.target.value);
            set('region', '');
          }}
          options={countries}
        />
        {settings.region_data ? (
          <Select
            id="profile-region"
            label={tp(choice.term)}
            placeholder={t('form.where.noRegion')}
            value={values.region}
            error={errorText('region')}
            disabled={regionOptions.length === 0}
            onChange={(e) => set('region', e.target.value)}
            options={regionOptions}
          />
        ) : null}
      </Grid2>
      <TextField
        id="profile-city"
        label={t('form.where.city')}
        autoComplete="address-level2"
        maxLength={LIMITS.city}
        value={values.city}
        error={errorText('city')}
        onChange={(e) => set('city', e.target.value)}
      />
    </>
  );
}

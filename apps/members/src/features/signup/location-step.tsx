'use client';

import { useState, type FormEvent } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Select } from '@dating/ui/select';
import { TextField } from '@dating/ui/text-field';
import { useSettings } from '@/providers/settings-context';
import { useUser } from '@/hooks/use-user';
import { Form } from './signup.styles';
import { StepActions } from './step-actions';
import { useProfileStep } from './use-profile-step';
import { useRegions } from '@/hooks/use-regions';

/** Step 2: country, region (term per country from regions.php) and city. */
export function LocationStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation('signup');
  const { t: tp } = useTranslation('profile');
  const settings = useSettings();
  const { data: user } = useUser();
  const regions = useRegions();
  const { save, saving, failed } = useProfileStep(onNext);
  const [country, setCountry] = useState(user?.profile.country ?? settings.geoip_selected_country);
  const [region, setRegion] = useState(user?.profile.region ?? '');
  const [city, setCity] = useState(user?.profile.city ?? '');

  const countryRegions = regions.data?.countries.find((c) => c.country === country);
  const countries = settings.countries.length
    ? settings.countries.map((c) => c.code)
    : (regions.data?.countries.map((c) => c.country) ?? []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save({ country, region: region || null, city: city.trim() || null });
  };

  return (
    <Form onSubmit={onSubmit}>
      {failed ? <Alert tone="danger">{t('actions.saveFailed')}</Alert> : null}
      <Select
        id="signup-country"
        label={t('location.country')}
        placeholder={t('location.chooseCountry')}
        value={country}
        onChange={(e) => {
          setCountry(e.target.value);
          setRegion('');
        }}
        options={countries.map((code) => ({
          value: code,
          label: tp(`countries.${code}` as 'countries.NL', { defaultValue: code }),
        }))}
      />
      {settings.region_data && countryRegions?.regions.length ? (
        <Select
          id="signup-region"
          label={tp(countryRegions.term as 'regionTerm.region', { defaultValue: tp('regionTerm.region') })}
          placeholder={t('location.chooseRegion')}
          value={region}
          onChange={(e) => setRegion(e.target.value)}
          options={countryRegions.regions.map((r) => ({ value: r.id, label: r.name }))}
        />
      ) : null}
      <TextField
        id="signup-city"
        label={t('location.city')}
        autoComplete="address-level2"
        maxLength={80}
        value={city}
        onChange={(e) => setCity(e.target.value)}
      />
      <StepActions onSkip={onNext} saving={saving} />
    </Form>
  );
}

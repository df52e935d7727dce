'use client';

import { useState, type FormEvent } from 'react';
import { GENDERS } from '@dating/core/contracts';
import { useLocale, useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { Select } from '@dating/ui/select';
import { UseMyLocation } from './geolocation/use-my-location';
import { countryCodes, regionChoice, sortedOptions } from '@/lib/location-options';
import { useRegions } from '@/hooks/use-regions';
import { useSettings } from '@/providers/settings-context';
import { ageOptions, filterKey, withCountry, type SearchFilters } from '@/lib/search-filters';
import { AgeRange, FilterForm, FormActions } from './search.styles';

const GENDER_KEYS = { male: 'filters.genderMale', female: 'filters.genderFemale' } as const;
/** The age range's two selects: the filter, the element id and the label key. */
const AGE_FIELDS = [
  ['min_age', 'search-min-age', 'filters.minAge'],
  ['max_age', 'search-max-age', 'filters.maxAge'],
] as const;

export interface SearchFormProps {
  /** The filters of the current results: the form starts from them and follows when they change. */
  filters: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
  /** `bar`: the framed filter bar of wide screens; `sheet`: the bare form inside the phone's filter sheet. */
  variant?: 'bar' | 'sheet';
}

/**
 * The search filters of spec §3: show me (men, women or both), country, the country's region under its own
 * term (province, state, …) and the age range. Nothing is searched until the member presses "Search".
 */
export function SearchForm({ filters, onSearch, variant = 'bar' }: SearchFormProps) {
  const { t } = useTranslation('search');
  const { t: tp } = useTranslation('profile');
  const locale = useLocale();
  const settings = useSettings();
  const regions = useRegions();
  const [draft, setDraft] = useState(filters);
  const [searched, setSearched] = useState(filters);
  if (filterKey(searched) !== filterKey(filters)) {
    // New results' filters (a search, possibly with its ages swapped): show what is searched.
    setSearched(filters);
    setDraft(filters);
  }

  const countries = sortedOptions(
    countryCodes(settings),
    (code) => tp(`countries.${code}` as 'countries.NL', { defaultValue: code }),
    locale,
  );
  const choice = draft.country ? regionChoice(regions.data, draft.country) : null;
  const regionOptions = choice
    ? sortedOptions(
        choice.regions.map((r) => r.id),
        (id) => choice.regions.find((r) => r.id === id)?.name ?? id,
        locale,
      )
    : [];
  const ages = ageOptions(settings).map((age) => ({ value: String(age), label: String(age) }));
  const countryName = (code: string) => tp(`countries.${code}` as 'countries.NL', { defaultValue: code });
  const regionName = (country: string, id: string) =>
    regionChoice(regions.data, country).regions.find((r) => r.id === id)?.name ?? null;

  // The sheet's form is a second form on the page: its fields get ids of their own.
  const id = (name: string) => (variant === 'sheet' ? `sheet-${name}` : name);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <FilterForm
      onSubmit={onSubmit}
      aria-label={t('filters.title')}
      data-testid={variant === 'sheet' ? 'search-filters-sheet' : 'search-filters'}
      data-variant={variant}
    >
      <Select
        id={id('search-gender')}
        name="gender"
        label={t('filters.gender')}
        value={draft.gender ?? ''}
        onChange={(e) => {
          const value = e.target.value;
          setDraft({ ...draft, gender: GENDERS.find((g) => g === value) ?? null });
        }}
        options={[
          { value: '', label: t('filters.genderAny') },
          ...GENDERS.map((g) => ({ value: g, label: t(GENDER_KEYS[g]) })),
        ]}
      />
      <Select
        id={id('search-country')}
        name="country"
        label={t('filters.country')}
        value={draft.country ?? ''}
        onChange={(e) => setDraft(withCountry(draft, e.target.value || null))}
        options={[{ value: '', label: t('filters.countryAny') }, ...countries]}
      />
      {settings.region_data && choice ? (
        <Select
          id={id('search-region')}
          name="countryregion"
          label={tp(choice.term)}
          value={draft.countryregion ?? ''}
          disabled={regionOptions.length === 0}
          onChange={(e) => setDraft({ ...draft, countryregion: e.target.value || null })}
          options={[{ value: '', label: t('filters.regionAny') }, ...regionOptions]}
        />
      ) : null}
      <AgeRange>
        {AGE_FIELDS.map(([field, fieldId, label]) => (
          <Select
            key={field}
            id={id(fieldId)}
            name={field}
            label={t(label)}
            value={String(draft[field])}
            onChange={(e) => setDraft({ ...draft, [field]: Number(e.target.value) })}
            options={ages}
          />
        ))}
      </AgeRange>
      <FormActions>
        <UseMyLocation
          onPlace={(place) => {
            // Fill the filters only; the member still presses "Search" (and may change them first).
            if (!countryCodes(settings).includes(place.country)) return false;
            const region = settings.region_data && regionName(place.country, place.countryregion);
            setDraft((d) => ({
              ...withCountry(d, place.country),
              countryregion: region ? place.countryregion : null,
            }));
            return true;
          }}
          describe={(place) =>
            [regionName(place.country, place.countryregion), countryName(place.country)]
              .filter(Boolean)
              .join(', ')
          }
        />
        <Button type="submit">{variant === 'sheet' ? t('filters.apply') : t('filters.submit')}</Button>
      </FormActions>
    </FilterForm>
  );
}

'use client';

import { useState } from 'react';
import styled from 'styled-components';
import { useLocale, useTranslation } from '@dating/i18n/client';
import { Modal } from '@dating/ui/modal';
import { useRegions } from '@/hooks/use-regions';
import { regionChoice } from '@/lib/location-options';
import { type SearchFilters } from '@/lib/search-filters';
import { SearchForm } from './search-form';
import { SheetTrigger, sheetDialogCss } from './search.styles';

const GENDER_KEYS = { male: 'filters.genderMale', female: 'filters.genderFemale' } as const;

const SheetModal = styled(Modal)`
  ${sheetDialogCss}
`;

/** The current filters in words, e.g. "Women · Netherlands · Utrecht · 18–99". */
function useFilterSummary(filters: SearchFilters): string {
  const { t } = useTranslation('search');
  const { t: tp } = useTranslation('profile');
  const locale = useLocale();
  const regions = useRegions();
  const region =
    filters.country && filters.countryregion
      ? regionChoice(regions.data, filters.country).regions.find((r) => r.id === filters.countryregion)?.name
      : null;
  return [
    filters.gender ? t(GENDER_KEYS[filters.gender]) : t('filters.genderAny'),
    filters.country
      ? tp(`countries.${filters.country}` as 'countries.NL', { defaultValue: filters.country })
      : t('filters.countryAny'),
    region,
    t('filters.ages', {
      min: filters.min_age.toLocaleString(locale),
      max: filters.max_age.toLocaleString(locale),
    }),
  ]
    .filter(Boolean)
    .join(' · ');
}

export interface FilterSheetProps {
  filters: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
}

/**
 * The filters on a phone: a button with the current filters opens them in a dialog at the bottom of the
 * screen (focus kept inside, Escape and the close button cancel); "Show results" searches and closes it.
 */
export function FilterSheet({ filters, onSearch }: FilterSheetProps) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  const summary = useFilterSummary(filters);

  return (
    <>
      <SheetTrigger
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="search-filters-open"
      >
        <strong>{t('filters.open')}</strong>
        <span>{summary}</span>
      </SheetTrigger>
      <SheetModal open={open} onClose={() => setOpen(false)} data-testid="search-filters-sheet-dialog">
        <Modal.Header>{t('filters.title')}</Modal.Header>
        <Modal.Body>
          <SearchForm
            variant="sheet"
            filters={filters}
            onSearch={(next) => {
              onSearch(next);
              setOpen(false);
            }}
          />
        </Modal.Body>
      </SheetModal>
    </>
  );
}

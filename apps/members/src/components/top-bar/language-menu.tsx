'use client';

import { languageChoices } from '@dating/core/domain';
import { useLocale } from '@dating/i18n/client';
import { useChangeLanguage } from '@/hooks/use-change-language';
import { useCurrentLanguageLabel } from '@/hooks/use-current-language-label';
import { useLanguageName } from '@/hooks/use-language-name';
import { useSettings } from '@/providers/settings-context';
import { DropdownMenu } from '../dropdown/dropdown-menu';

/** The language dropdown: the languages of the member's country (spec §9); choosing one switches at once. */
export function LanguageMenu({ loggedIn }: { loggedIn: boolean }) {
  const settings = useSettings();
  const locale = useLocale();
  const languageName = useLanguageName();
  const currentLanguage = useCurrentLanguageLabel();
  const changeLanguage = useChangeLanguage(loggedIn);
  const choices = languageChoices({
    selectedCountry: settings.geoip_selected_country,
    detectedCountry: settings.geoip_country,
    loggedIn,
  });

  return (
    <DropdownMenu
      id="language"
      testId="language-menu"
      // The accessible name starts with the visible text ("EN"), so voice control users can say what they see (WCAG 2.5.3).
      label={`${locale.toUpperCase()} · ${currentLanguage}`}
      items={choices.map((code) => ({
        key: code,
        label: languageName(code),
        lang: code,
        checked: code === locale,
        onSelect: () => {
          if (code !== locale) changeLanguage.mutate(code);
        },
      }))}
    >
      <span aria-hidden="true">{locale.toUpperCase()}</span>
    </DropdownMenu>
  );
}

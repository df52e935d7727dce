import de from '@dating/i18n/locales/de/landers.json';
import en from '@dating/i18n/locales/en/landers.json';
import es from '@dating/i18n/locales/es/landers.json';
import fr from '@dating/i18n/locales/fr/landers.json';
import it from '@dating/i18n/locales/it/landers.json';
import nl from '@dating/i18n/locales/nl/landers.json';
import pl from '@dating/i18n/locales/pl/landers.json';
import { registerLanderStrings } from '../i18n/create-lander-i18n';

// Tests render any language synchronously; the bundle fetches only the visitor's (`loadLanderStrings`).
const LOCALES = { de, en, es, fr, it, nl, pl };
for (const locale of Object.keys(LOCALES) as (keyof typeof LOCALES)[]) {
  registerLanderStrings(locale, LOCALES[locale]);
}

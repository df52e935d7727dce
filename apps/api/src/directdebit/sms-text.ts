/** The SMS in the member's language (the code is the only variable part; `{site}` is the site's name). */
const TEXTS: Readonly<Record<string, string>> = {
  en: '{site}: your direct debit code is {code}. It is valid for 10 minutes.',
  de: '{site}: Dein Lastschrift-Code lautet {code}. Er ist 10 Minuten gültig.',
  nl: '{site}: je incassocode is {code}. Hij is 10 minuten geldig.',
  fr: '{site} : votre code de prélèvement est {code}. Il est valable 10 minutes.',
  es: '{site}: tu código de domiciliación es {code}. Es válido durante 10 minutos.',
  it: '{site}: il tuo codice per l’addebito diretto è {code}. È valido per 10 minuti.',
  pl: '{site}: Twój kod polecenia zapłaty to {code}. Jest ważny przez 10 minut.',
};

export function smsText(language: string, site: string, code: string): string {
  return (TEXTS[language] ?? TEXTS.en!).replace('{site}', site).replace('{code}', code);
}

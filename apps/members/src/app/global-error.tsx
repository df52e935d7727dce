'use client';

/**
 * Last-resort fallback when the root layout or the error page itself fails (spec §2). Self-contained on
 * purpose: its own <html>/<body>, inline styles, no providers, no translations (they may be what failed),
 * so the text is in the seven languages at once, short.
 */
const MESSAGES = [
  ['en', 'Something went wrong. Please try again later.'],
  ['nl', 'Er is iets misgegaan. Probeer het later opnieuw.'],
  ['de', 'Etwas ist schiefgelaufen. Bitte versuche es später noch einmal.'],
  ['fr', 'Une erreur s’est produite. Veuillez réessayer plus tard.'],
  ['es', 'Algo ha salido mal. Inténtalo de nuevo más tarde.'],
  ['it', 'Si è verificato un errore. Riprova più tardi.'],
  ['pl', 'Coś poszło nie tak. Spróbuj ponownie później.'],
] as const;

export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en">
      <body
        style={{
          margin: 0,
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
          color: '#1F1720',
          background: '#FFFFFF',
        }}
      >
        <main style={{ maxWidth: '32rem', padding: '2rem 1rem' }}>
          <p style={{ margin: '0 0 0.5rem', color: '#B3213D', fontWeight: 700 }}>500</p>
          {MESSAGES.map(([lang, text], i) =>
            i === 0 ? (
              <h1 key={lang} lang={lang} style={{ margin: '0 0 1rem', fontSize: '1.5rem' }}>
                {text}
              </h1>
            ) : (
              <p key={lang} lang={lang} style={{ margin: '0 0 0.25rem', color: '#5C5358' }}>
                {text}
              </p>
            ),
          )}
          <p style={{ display: 'flex', gap: '0.75rem', marginTop: '1.5rem' }}>
            <button
              type="button"
              onClick={() => retry()}
              style={{
                padding: '0.6rem 1.2rem',
                border: 0,
                borderRadius: '999px',
                background: '#D6334F',
                color: '#FFFFFF',
                font: 'inherit',
                cursor: 'pointer',
              }}
            >
              Try again
            </button>
            <a href="/" style={{ padding: '0.6rem 0', color: '#B3213D' }}>
              Home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}

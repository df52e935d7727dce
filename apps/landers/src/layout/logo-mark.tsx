/** The brand mark (decorative; the surrounding link carries the name). */
export function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#D6334F" />
      <path
        fill="#FFFFFF"
        d="M16 25.5l-1.6-1.45C8.7 18.9 5 15.55 5 11.45 5 8.1 7.6 5.5 10.95 5.5c1.9 0 3.7.9 5.05 2.3 1.35-1.4 3.15-2.3 5.05-2.3C24.4 5.5 27 8.1 27 11.45c0 4.1-3.7 7.45-9.4 12.6L16 25.5z"
      />
    </svg>
  );
}

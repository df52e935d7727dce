// Debian's Chromium for the end-to-end tests and the benchmarks: where it is and the flags it runs with
// (no sandbox in containers, no GPU, no QUIC, no background traffic that would muddle a measurement).
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

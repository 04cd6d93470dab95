/** Chromium without its background traffic, sandbox or GPU: the browser tests and the Lighthouse benchmark alike. */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

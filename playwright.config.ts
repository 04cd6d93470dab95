import { defineConfig, devices } from '@playwright/test';
import { QUIET_CHROMIUM_FLAGS } from './scripts/chromium-flags';

// The browser tests run the production build against a fresh embedded database with two staff accounts.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = `.cache/e2e-data-${port}`;
export const E2E_STAFF = { username: 'e2e-admin', password: 'e2e-admin-pass' } as const;
export const E2E_AGENT = { username: 'e2e-agent', password: 'e2e-agent-pass' } as const;
/** The shop sends its e-mail here; the e-mail tests listen on it with a real SMTP server (src/server/email/test-smtp.ts). */
export const E2E_SMTP_PORT = port + 9;
/** Daraja's stand-in (scripts/simulators/daraja.ts): M-PESA prompts go there and it calls the shop back. */
export const E2E_DARAJA_PORT = port + 8;

const tsx = 'node --import tsx';
const server = [
  `rm -rf ${dataDir}`,
  `${tsx} scripts/create-admin.ts --username ${E2E_STAFF.username} --password ${E2E_STAFF.password} --new-database`,
  `${tsx} scripts/create-admin.ts --username ${E2E_AGENT.username} --password ${E2E_AGENT.password} --role sales_agent --first-name Faith --last-name Njeri --email faith@solarhub.co.ke`,
  // As an operator going live does: Paybill payments made outside a prompt reach the shop (the simulator is up first).
  `${tsx} scripts/mpesa-register-urls.ts`,
  `${tsx} src/server/server.ts`,
].join(' && ');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Whole journeys (sign up, plan, order) take a quarter of this on a quiet machine; a loaded CI runner is slower.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', ...QUIET_CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `${tsx} scripts/simulators/daraja.ts --port ${E2E_DARAJA_PORT} --consumer-key e2e-key --consumer-secret e2e-secret --passkey e2e-passkey`,
      url: `http://127.0.0.1:${E2E_DARAJA_PORT}/__sim/pushes`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: server,
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        CLIENT_DIR: process.env.BUILD_DIR ?? 'dist/client',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // The shop's payment accounts, as a real shop sets them: checkout, the WhatsApp message and documents show them.
        SHOP_MPESA_PAYBILL: '522533',
        SHOP_BANK_DETAILS: 'KCB Bank, Kilimani branch, SolarHub Kenya Ltd, account 1234567890',
        // Every browser test shares one address: keep the abuse limits out of the way (their own API tests cover them).
        RATE_LIMIT_API_PER_MINUTE: '100000',
        RATE_LIMIT_AUTH_FAILURES_PER_IP: '100000',
        RATE_LIMIT_PASSWORD_RESETS_PER_IP: '100000',
        RATE_LIMIT_REGISTRATIONS_PER_IP_PER_HOUR: '100000',
        // Until a test's SMTP server listens, messages wait and are retried every second or so.
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        SHOP_EMAIL_FROM: 'SolarHub Kenya <shop@e2e.test>',
        EMAIL_RETRY_SECONDS: '1',
        // The shop ships no testimonial video; the tests of the video player name two of their own.
        SHOP_VIDEO_IDS: 'E2Evideo001,E2Evideo002',
        // M-PESA prompts, through the simulator.
        MPESA_ENV: 'sandbox',
        MPESA_CONSUMER_KEY: 'e2e-key',
        MPESA_CONSUMER_SECRET: 'e2e-secret',
        MPESA_SHORTCODE: '522533',
        MPESA_PASSKEY: 'e2e-passkey',
        MPESA_TRANSACTION_TYPE: 'paybill',
        MPESA_CALLBACK_BASE: `http://127.0.0.1:${port}`,
        MPESA_BASE_URL: `http://127.0.0.1:${E2E_DARAJA_PORT}`,
      },
    },
  ],
});

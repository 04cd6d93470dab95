/** A complete MPESA_* group for tests; a test that runs the simulator points MPESA_BASE_URL at it. */
export const MPESA_TEST_ENV = {
  MPESA_ENV: 'sandbox',
  MPESA_CONSUMER_KEY: 'key',
  MPESA_CONSUMER_SECRET: 'secret',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'pass',
  MPESA_TRANSACTION_TYPE: 'paybill',
  MPESA_CALLBACK_BASE: 'https://shop.example.co.ke/',
} as const;

// npm run mpesa:register-urls
// Tells Daraja where to send the shop's Paybill or till payments made outside a prompt (C2B): the confirmation URL
// and, with MPESA_C2B_VALIDATION=true, the validation URL, both under a secret derived from the signing secret. Run
// it once when going live, and again after changing MPESA_CALLBACK_BASE or SIGNING_SECRET.
import { loadConfig } from '../src/server/config';
import { c2bUrls } from '../src/server/mpesa/c2b';
import { DarajaClient } from '../src/server/mpesa/daraja';

const config = loadConfig();
if (!config.mpesa) {
  console.error('M-PESA is not configured: set the MPESA_* settings first (docs/configuration.md).');
  process.exit(1);
}
const urls = c2bUrls(config.mpesa.callbackBase, config.signingSecret);
try {
  // Completed: when the shop cannot be reached to validate, Safaricom completes the payment rather than refusing it.
  await new DarajaClient(config.mpesa).registerC2bUrls({ ...urls, responseType: 'Completed' });
  console.log(
    `Registered with Daraja for short code ${config.mpesa.shortcode}:\n  confirmation ${urls.confirmationUrl}\n  validation   ${urls.validationUrl}`,
  );
} catch (error) {
  console.error(`Daraja refused the URLs: ${(error as Error).message}`);
  process.exit(1);
}

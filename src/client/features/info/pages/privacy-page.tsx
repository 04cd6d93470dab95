import { phoneText } from '@/shared/phone';
import { shopSettings } from '@/client/lib/shop-settings';
import { infoPrefetch, InfoPage, InfoSection, type InfoPageText } from '../components/info-page';

const text = (): InfoPageText => ({
  title: 'Privacy Policy',
  intro: `How ${shopSettings.shopName} collects, uses and protects your personal data, in line with the Kenya Data Protection Act, 2019.`,
});
export const prefetch = infoPrefetch(text);

export default function PrivacyPage() {
  const { shopName, salesEmail, phones, address } = shopSettings;
  return (
    <InfoPage {...text()}>
      <InfoSection title="What we collect">
        <ul>
          <li>Account details you give us: name, username, e-mail address and, if you add it, phone number and delivery address.</li>
          <li>Order details: the products, quantities, delivery address, phone number and any notes you write.</li>
          <li>Messages you send us on WhatsApp, by phone or by e-mail about your orders.</li>
          <li>A session cookie that keeps you signed in. We use no advertising or tracking cookies.</li>
        </ul>
        <p>We never see or store your M-PESA PIN or bank card details: payment is arranged directly with our sales team.</p>
      </InfoSection>

      <InfoSection title="How we use it">
        <ul>
          <li>To process, deliver and follow up on your orders, and to arrange installation when you ask for it.</li>
          <li>To answer your questions and handle warranty claims and returns.</li>
          <li>To keep accounting and tax records as Kenyan law requires.</li>
        </ul>
        <p>We do not sell your data, and we send marketing messages only if you ask us to.</p>
      </InfoSection>

      <InfoSection title="Who we share it with">
        <p>
          Only with those who need it to serve you: the courier that delivers your order, our installation technicians, and a
          manufacturer when we process a warranty claim. We share only what they need and require them to protect it.
        </p>
      </InfoSection>

      <InfoSection title="How long we keep it">
        <p>
          Account data is kept while your account is open. Order records are kept for seven years for tax purposes, then deleted.
        </p>
      </InfoSection>

      <InfoSection title="Your rights">
        <p>
          Under the Data Protection Act you may ask to see the data we hold about you, correct it, have it deleted, or object to its use.
          Contact us at <a href={`mailto:${salesEmail}`}>{salesEmail}</a> or {phoneText(phones[0])}. If you are not satisfied with our answer you may
          complain to the Office of the Data Protection Commissioner.
        </p>
      </InfoSection>

      <InfoSection title="Contact">
        <p>
          {shopName}, {address}. E-mail <a href={`mailto:${salesEmail}`}>{salesEmail}</a>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

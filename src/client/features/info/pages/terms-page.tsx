import { Link } from 'wouter';
import { shopSettings } from '@/client/lib/shop-settings';
import { infoPrefetch, InfoPage, InfoSection, type InfoPageText } from '../components/info-page';

const text = (): InfoPageText => ({ title: 'Terms & Conditions', intro: `The terms that apply when you use this website and buy from ${shopSettings.shopName}.` });
export const prefetch = infoPrefetch(text);

export default function TermsPage() {
  const { salesEmail, address } = shopSettings;
  return (
    <InfoPage {...text()}>
      <InfoSection title="Orders">
        <p>
          Creating an order on this website is a request to buy. An order becomes a sale once our sales team has confirmed availability,
          price and delivery with you by WhatsApp or phone, and payment has been agreed. We may decline an order, for example when a
          product is no longer available or a price was shown in error; you pay nothing in that case.
        </p>
      </InfoSection>

      <InfoSection title="Prices and payment">
        <ul>
          <li>Prices are in Kenya Shillings (KSh) and include VAT where it applies.</li>
          <li>Delivery and installation are quoted separately when we confirm your order.</li>
          <li>Payment is by M-PESA, bank transfer or cash on delivery, as agreed with our sales team. No payment is taken on this website.</li>
          <li>Goods remain our property until they are paid for in full.</li>
        </ul>
      </InfoSection>

      <InfoSection title="Delivery">
        <p>
          We deliver across Kenya. Delivery times we give are estimates; we will tell you promptly about any delay. Please check the goods
          when they arrive and tell us about any damage straight away.
        </p>
      </InfoSection>

      <InfoSection title="Installation and safe use">
        <p>
          Solar systems, batteries and inverters work with dangerous voltages. Have them installed by a qualified technician and follow the
          manufacturer's instructions. Damage caused by incorrect installation by others, misuse, or connection to unsuitable equipment is
          not covered by the warranty.
        </p>
      </InfoSection>

      <InfoSection title="Warranty and returns">
        <p>
          Products carry the warranties described in our <Link to="/warranty">Warranty Policy</Link>. Returns and refunds follow our{' '}
          <Link to="/returns">Return Policy</Link>. These do not limit your rights under the Consumer Protection Act, 2012.
        </p>
      </InfoSection>

      <InfoSection title="Your account">
        <p>
          Keep your password secret; you are responsible for orders created with your account. Tell us at once if you think someone else
          has used it.
        </p>
      </InfoSection>

      <InfoSection title="Law and disputes">
        <p>
          These terms are governed by the laws of Kenya. We will try to settle any complaint with you directly first; if we cannot, the
          courts of Kenya have jurisdiction. Write to us at <a href={`mailto:${salesEmail}`}>{salesEmail}</a> or visit us at {address}.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

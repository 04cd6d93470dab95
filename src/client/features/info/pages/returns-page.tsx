import { Link } from 'wouter';
import { ContactButtons } from '../components/contact-buttons';
import { infoPrefetch, InfoPage, InfoSection, type InfoPageText } from '../components/info-page';
import { REFUND_TIME, RETURN_WINDOWS } from '../policies';

const text = (): InfoPageText => ({ title: 'Return Policy', intro: 'If something is wrong with your order, tell us in time and we will put it right.' });
export const prefetch = infoPrefetch(text);

export default function ReturnsPage() {
  return (
    <InfoPage {...text()}>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">When to tell us</h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {RETURN_WINDOWS.map((item) => (
            <li key={item.reason} className="rounded-lg border bg-card p-4">
              <p className="text-2xl font-bold text-accent-foreground">{item.window}</p>
              <p className="mt-1 text-sm text-muted-foreground">{item.reason}</p>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">Periods run from the day the goods are delivered, or the installation is completed.</p>
      </section>

      <InfoSection title="Refunds">
        <p>
          Once we have received and checked a returned product, we replace it or refund you, as you prefer. Refunds are paid by M-PESA or
          bank transfer within <strong>{REFUND_TIME}</strong>.
        </p>
      </InfoSection>

      <InfoSection title="Conditions">
        <ul>
          <li>Return the product with its accessories, manuals and, where possible, original packaging.</li>
          <li>Products damaged after delivery by misuse or by installation work done by others cannot be returned.</li>
          <li>If we sent the wrong item or a faulty one, we collect it and deliver the right one at no cost to you.</li>
          <li>Cables cut to length at your request cannot be returned unless faulty.</li>
        </ul>
      </InfoSection>

      <InfoSection title="How to return">
        <ul>
          <li>Message us on WhatsApp or call with your order number and photos of the problem.</li>
          <li>We agree with you how the product comes back: collection, courier, or drop-off at our Nairobi shop.</li>
          <li>We confirm the replacement or refund once the product is checked.</li>
        </ul>
        <p>
          Faults that appear later are covered by our <Link to="/warranty">Warranty Policy</Link>.
        </p>
        <ContactButtons message="Hello! I would like to return a product." />
      </InfoSection>
    </InfoPage>
  );
}

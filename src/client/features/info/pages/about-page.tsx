import { BatteryCharging, ShieldCheck, Truck, Wrench } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { shopSettings } from '@/client/lib/shop-settings';
import { ContactButtons } from '../components/contact-buttons';
import { infoPrefetch, InfoPage, InfoSection, type InfoPageText } from '../components/info-page';

const REASONS = [
  { icon: ShieldCheck, title: 'Genuine, warrantied products', text: 'We buy from the manufacturers and their authorised distributors, so every warranty is honoured.' },
  { icon: Wrench, title: 'Installation done right', text: 'Our technicians size, install and commission systems to the EPRA solar installation regulations.' },
  { icon: Truck, title: 'Delivery across Kenya', text: 'Same-day dispatch in Nairobi and courier delivery to every county.' },
  { icon: BatteryCharging, title: 'Advice before you buy', text: 'Tell us what you want to power; we recommend a system that fits the load and the budget.' },
];

const text = (): InfoPageText => ({ title: 'About Us', intro: `${shopSettings.shopName} helps Kenyan homes and businesses make clean, reliable power from the sun.` });
export const prefetch = infoPrefetch(text);

export default function AboutPage() {
  return (
    <InfoPage {...text()}>
      <InfoSection title="Who we are">
        <p>
          We are a Nairobi-based supplier of solar panels, lithium batteries, hybrid inverters, portable power stations and installation
          accessories. From our shop in Kilimani we serve homeowners, farms, schools, clinics, shops and offices across the country.
        </p>
        <p>
          Power cuts and rising electricity bills cost Kenyan families and businesses time and money. A well-designed solar system with
          lithium storage ends both problems, and pays for itself within a few years. Our job is to make that switch simple and safe.
        </p>
      </InfoSection>

      <InfoSection title="What we sell">
        <ul>
          <li>
            <strong>Solar panels</strong> from Tier-1 makers such as Jinko and Longi, from 100W to 550W.
          </li>
          <li>
            <strong>Lithium (LiFePO4) batteries</strong> from Hithium and Vestwoods, from compact 12V units to wall-mounted and rack
            banks for whole homes.
          </li>
          <li>
            <strong>Hybrid inverters</strong> from 3kW to 10kW that combine solar, battery and KPLC power.
          </li>
          <li>
            <strong>Portable power stations</strong> for travel, events, site work and home backup.
          </li>
          <li>
            <strong>Accessories</strong>: PV cable, MC4 connectors, charge controllers, breakers, surge protection and mounting rails.
          </li>
        </ul>
      </InfoSection>

      <section aria-labelledby="why-us" className="space-y-4">
        <h2 id="why-us" className="text-xl font-semibold">
          Why shoppers choose us
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border bg-card p-4">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-2 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <InfoSection title="How ordering works">
        <p>
          Browse the shop, add products to your cart and create an order. Our sales team then contacts you on WhatsApp or by phone to
          confirm stock, delivery and installation, and to arrange payment by M-PESA, bank transfer or cash on delivery. Nothing is
          charged online.
        </p>
      </InfoSection>

      <InfoSection title="Talk to us">
        <p>Not sure what you need? Send us your appliance list or a recent electricity bill and we will propose a system.</p>
        <ContactButtons message="Hello! I would like advice on a solar system." />
        <Button asChild variant="link" size="inline">
          <Link to="/products">Browse our products</Link>
        </Button>
      </InfoSection>
    </InfoPage>
  );
}

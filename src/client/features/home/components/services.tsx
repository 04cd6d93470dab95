import { Headphones, RotateCcw, ShieldCheck, Truck } from 'lucide-react';

const SERVICES = [
  { icon: Truck, title: 'Fast Shipping', text: 'Same-day dispatch in Nairobi and delivery to all 47 counties.' },
  { icon: Headphones, title: '24/7 Support', text: 'Technical help by WhatsApp or phone, before and after you buy.' },
  { icon: ShieldCheck, title: 'Secure Payment', text: 'Pay by M-PESA, bank transfer or cash on delivery, confirmed by our team.' },
  { icon: RotateCcw, title: 'Easy Returns', text: 'Defective or wrong items replaced or refunded under our return policy.' },
];

export function Services() {
  return (
    <section aria-labelledby="our-services" className="mx-auto max-w-7xl px-4 py-12 [contain-intrinsic-size:auto_28rem] [content-visibility:auto]">
      <h2 id="our-services" className="mb-6 text-2xl font-bold">
        Our Services
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {SERVICES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border bg-card p-4 text-center sm:p-6">
            <Icon className="mx-auto size-8 text-primary" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1 text-xs text-muted-foreground sm:text-sm">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/client/components/ui/accordion';
import { REFUND_TIME, RETURN_WINDOWS, WARRANTY_PERIODS } from '../policies';
import { ContactButtons } from '../components/contact-buttons';
import { infoPrefetch, InfoPage, type InfoPageText } from '../components/info-page';

const FAQS: { question: string; answer: string }[] = [
  {
    question: 'How do I place an order?',
    answer:
      'Create an account, add products to your cart and press Proceed to Order. Enter your delivery address and phone number, then create the order. WhatsApp opens with your order details so our sales team can confirm stock, delivery and payment with you.',
  },
  {
    question: 'How do I pay?',
    answer:
      'We do not take payment on the website. Once your order is confirmed you pay by M-PESA, bank transfer or cash on delivery, as agreed with our sales team. We never ask for your M-PESA PIN.',
  },
  {
    question: 'Do you deliver outside Nairobi?',
    answer:
      'Yes. We deliver to every county in Kenya. Orders in Nairobi are usually dispatched the same or next working day; other towns take 1 to 4 working days by courier depending on distance. Ask us about free delivery deals on complete systems.',
  },
  {
    question: 'What size of solar system do I need?',
    answer:
      'It depends on what you want to power and for how long. Send us a list of your appliances (or a recent KPLC bill) on WhatsApp and we will recommend the panels, battery and inverter. As a guide, lights, TV, Wi-Fi and a fridge run well on a 3kW inverter, a 5kWh battery and about 2kW of panels.',
  },
  {
    question: 'Why lithium (LiFePO4) instead of lead-acid batteries?',
    answer:
      'Lithium iron phosphate batteries last 6,000 cycles or more (over 10 years of daily use), can be used almost to empty, weigh a third as much and need no topping up. A lead-acid battery of the same size typically lasts 2 to 3 years. The higher price is repaid over the battery\'s life.',
  },
  {
    question: 'Can a hybrid inverter work with KPLC power?',
    answer:
      'Yes. A hybrid inverter uses solar first, stores the extra in the battery and falls back on the grid when both run low. During a blackout it switches to solar and battery automatically, in about 10 milliseconds, so computers and Wi-Fi keep running.',
  },
  {
    question: 'Do you install the systems you sell?',
    answer:
      'Yes. Our technicians install and commission home and business systems, including mounting, wiring, earthing and surge protection, and show you how to use the monitoring app. Ask for an installation quote when you order.',
  },
  {
    question: 'What warranty do I get?',
    answer: `Every product carries the manufacturer's warranty: ${WARRANTY_PERIODS.map((item) => `${item.product.toLowerCase()}, ${item.period}`).join('; ')}. Keep your order number as proof of purchase.`,
  },
  {
    question: 'Can I return a product?',
    answer: `Yes. Report ${RETURN_WINDOWS.map((item) => `${item.reason.toLowerCase()} within ${item.window}`).join(', ')}. Approved refunds are paid within ${REFUND_TIME}. See our Return Policy for details.`,
  },
  {
    question: 'Are your products genuine?',
    answer:
      'Yes. We source directly from the manufacturers and their authorised distributors, and every product comes with its serial number and warranty card. If a product is not genuine, we refund it in full.',
  },
  {
    question: 'Will solar panels work during the rainy season?',
    answer:
      'Yes, at lower output. Panels still produce on cloudy days, typically 10 to 25% of their rating. We size systems with enough panels and battery capacity for the long rains, and a hybrid inverter can top up from the grid when needed.',
  },
  {
    question: 'How do I follow up on my order?',
    answer:
      'Open My Account, go to Orders and press Follow Up on a pending order: WhatsApp opens with your order number filled in. You can also call us on either of our phone numbers during business hours.',
  },
];

const text = (): InfoPageText => ({ title: 'Frequently Asked Questions', intro: 'Quick answers about ordering, payment, delivery, installation, warranty and returns.' });
export const prefetch = infoPrefetch(text);

export default function FaqPage() {
  return (
    <InfoPage {...text()}>
      {/* The questions are h3 headings (the accordion's): this heading keeps the outline from skipping a level. */}
      <h2 className="sr-only">Questions and answers</h2>
      {/* One answer open at a time, and the open one closes again on a second click (docs/product.md, "Information pages"). */}
      <Accordion type="single" collapsible className="rounded-lg border px-4">
        {FAQS.map((faq, index) => (
          <AccordionItem key={faq.question} value={`faq-${index}`} className="last:border-b-0">
            <AccordionTrigger>{faq.question}</AccordionTrigger>
            <AccordionContent>{faq.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <section className="space-y-3 rounded-lg bg-muted/50 p-5">
        <h2 className="text-xl font-semibold">Still have a question?</h2>
        <p className="text-muted-foreground">Our team answers on WhatsApp and by phone.</p>
        <ContactButtons message="Hello! I have a question about your products." />
      </section>
    </InfoPage>
  );
}

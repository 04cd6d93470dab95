import { Link } from 'wouter';
import { ContactButtons } from '../components/contact-buttons';
import { infoPrefetch, InfoPage, InfoSection, type InfoPageText } from '../components/info-page';
import { WARRANTY_PERIODS } from '../policies';

const text = (): InfoPageText => ({ title: 'Warranty Policy', intro: "Every product we sell is genuine and covered by its manufacturer's warranty, and we handle the claim for you." });
export const prefetch = infoPrefetch(text);

export default function WarrantyPage() {
  return (
    <InfoPage {...text()}>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">Warranty periods</h2>
        <div className="overflow-hidden rounded-lg border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Product
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Warranty
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {WARRANTY_PERIODS.map((item) => (
                <tr key={item.product}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    {item.product}
                  </th>
                  <td className="px-4 py-3 text-muted-foreground">{item.period}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-muted-foreground">The exact period for each model is listed in its specifications. Warranties run from the delivery date.</p>
      </section>

      <InfoSection title="What is covered">
        <ul>
          <li>Manufacturing defects in materials and workmanship under normal use.</li>
          <li>For solar panels, power output below the manufacturer's guaranteed performance curve.</li>
          <li>For batteries, capacity falling below the manufacturer's guaranteed level within the warranty period.</li>
        </ul>
      </InfoSection>

      <InfoSection title="What is not covered">
        <ul>
          <li>Damage from incorrect installation by others, lightning or power surges without surge protection, flooding, fire or accidents.</li>
          <li>Misuse, opening or modifying the product, or using it outside the manufacturer's ratings.</li>
          <li>Normal wear, scratches and cosmetic damage that does not affect performance.</li>
        </ul>
      </InfoSection>

      <InfoSection title="How to make a claim">
        <ul>
          <li>Contact us on WhatsApp or by phone with your order number, the product's serial number and a short description or video of the problem.</li>
          <li>Our technicians check the fault, remotely where possible or at our Nairobi shop.</li>
          <li>A covered product is repaired or replaced. If neither is possible, we refund it.</li>
        </ul>
        <p>
          Faults found at delivery are handled under our <Link to="/returns">Return Policy</Link>.
        </p>
        <ContactButtons message="Hello! I would like to make a warranty claim." />
      </InfoSection>
    </InfoPage>
  );
}

import { Link } from 'react-router';
import { shopSettings } from '@/client/lib/shop-settings';

export function Footer() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-muted-foreground">
        <p>{shopSettings.tagline}</p>
        <nav aria-label="Legal" className="mt-3 flex flex-wrap gap-4">
          <Link to="/privacy">Privacy Policy</Link>
          <Link to="/terms">Terms &amp; Conditions</Link>
          <Link to="/warranty">Warranty Policy</Link>
          <Link to="/returns">Return Policy</Link>
        </nav>
        <p className="mt-4">
          © {new Date().getFullYear()} {shopSettings.shopName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

/** A failed load of the shopper's data (cart, orders, wishlist), announced to screen readers. */
export function LoadError({ what }: { what: string }) {
  return (
    <p role="alert" className="text-destructive">
      {`We could not load ${what}. Please refresh the page.`}
    </p>
  );
}

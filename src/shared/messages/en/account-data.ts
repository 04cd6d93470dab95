/** Messages of a customer's data rights (docs/product.md, "Your data"). */
export const accountData = {
  erase_password_required: 'Enter your password to delete your account',
  erase_reviews_choice: 'Choose whether to keep or remove your reviews',
  account_erased: "Your account has been deleted. Your orders are kept for the shop's records, without your name or contact details.",
  customer_erased: "The customer's personal data has been erased. Their orders are kept, anonymised.",
  erase_staff_refused: 'Staff accounts cannot be deleted. A super admin can make it a customer account first.',
  erase_open_orders: 'Some of your orders are not yet delivered or cancelled. You can delete your account once they are.',
  customer_open_orders: 'This customer has orders that are not yet delivered or cancelled. Erase the account once they are.',
  erase_open_claims: 'A warranty claim of yours is still open. You can delete your account once it is closed.',
  erase_open_installations: 'An installation of yours is still open. You can delete your account once it is done or cancelled.',
  customer_open_installations: 'This customer has an installation that is still open. Erase the account once it is done or cancelled.',
  customer_open_claims: 'This customer has a warranty claim that is still open. Erase the account once it is closed.',
  account_already_erased: 'This account has already been erased',
} as const;

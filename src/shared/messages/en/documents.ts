/** Messages of the order documents (proforma invoice, receipt), quotations, and the files the web server sends. */
export const documents = {
  receipt_nothing_paid: 'Nothing has been paid on this order yet, so there is no receipt',
  quotation_not_found: 'Quotation not found',
  quote_plan_invalid: 'The solar plan sent with the quotation is not one the planner accepts',
  quote_too_large: 'This quotation is too large to prepare online. Please contact our sales team.',
  quotation_expired: 'This quotation expired on {{date}}. Please ask for a new one.',
  image_size_unknown: 'Unknown image size',
  image_not_resizable: 'This image cannot be resized',
} as const;

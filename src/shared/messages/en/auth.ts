/** Messages of signing in, registering, confirming an e-mail address and resetting a password. */
export const auth = {
  email_off: 'This shop does not send e-mail at the moment, so there is nothing to confirm.',
  verification_limit: 'We have sent several confirmation links in the last hour. Please check your inbox, or try again later.',
  invalid_credentials: 'Invalid username or password',
  username_taken: 'Username is already taken',
  // Staff would see two names that look the same (`bоss` with a Cyrillic о beside `boss`).
  username_looks_taken: 'This username looks too much like one that is already taken. Please choose another.',
  account_disabled: 'This account has been disabled. Please contact the shop.',
  logged_out: 'Logged out',
  email_verified: 'Your e-mail address is confirmed. Order e-mails will reach you there.',
  verify_link_invalid: 'This confirmation link is not valid.',
  verify_link_used: 'This confirmation link has already been used.',
  verify_link_expired: 'This confirmation link has expired. Please ask for a new one from your account.',
  verify_link_old_address: 'This confirmation link is for an e-mail address your account no longer has.',
  verification_sent: 'We have sent a new confirmation link to your e-mail address.',
  already_verified: 'Your e-mail address is already confirmed.',
} as const;

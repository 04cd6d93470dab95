/** Messages of signing in, registering, confirming an e-mail address and resetting a password. */
export const auth = {
  email_off: 'This shop does not send e-mail at the moment, so there is nothing to confirm.',
  verification_limit: 'We have sent several confirmation links in the last hour. Please check your inbox, or try again later.',
} as const;

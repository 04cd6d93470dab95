/**
 * A valid sign-up body for POST /api/register: a username no other test has (unless one is given) and its own
 * e-mail address; any field can be overridden, or set to something invalid.
 */
export function registration(overrides: Record<string, unknown> = {}) {
  const fresh = `amina${Math.random().toString(36).slice(2, 8)}`;
  return {
    username: fresh,
    password: 'secret123',
    email: `${fresh}@example.co.ke`,
    firstName: 'Amina',
    lastName: 'Otieno',
    phoneNumber: '0712345678',
    ...overrides,
  };
}

import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers';

/** What helmet's own middleware sets on a real response, header names lower-cased as Node reports them. */
function setByHelmet(options: HelmetOptions): Record<string, unknown> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader('x-powered-by', 'Express');
  helmet(options)(request, response, (error) => {
    if (error) throw error;
  });
  return response.getHeaders();
}

describe('helmetHeaders', () => {
  it.each<[string, HelmetOptions]>([
    ['the defaults', {}],
    [
      'the shop’s options',
      {
        contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", "'sha256-abc='"] } },
        xFrameOptions: { action: 'deny' },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        strictTransportSecurity: false,
      },
    ],
  ])('captures exactly the headers helmet sets per request, for %s', (_name, options) => {
    expect(helmetHeaders(options)).toEqual(setByHelmet(options));
  });

  it('throws at startup on options helmet refuses', () => {
    expect(() => helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ['self'] } } })).toThrow();
  });
});

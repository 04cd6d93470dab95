import { useEffect, useState } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { onFirstInteraction } from './first-interaction';
import { notifyOffline } from './notify';

/**
 * A form's zod resolver whose schema loads apart from its screen: zod and a schema's module cost a shopper's screen
 * about 140 ms of a slow phone's main thread as they load, and a form needs them only when it validates
 * (docs/decisions/0105-form-rules-at-first-touch.md). The load starts at the shopper's first tap or key press, so it
 * has arrived by the time they submit; a submit before that waits for it. When it cannot arrive (the connection
 * dropped), the submit stops with the offline notice and the next one tries again.
 */
export function useLazyZodResolver<Values extends FieldValues, Output>(
  loadSchema: () => Promise<ZodType<Output, Values>>,
): Resolver<Values, unknown, Output> {
  const [lazy] = useState(() => {
    let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
    const get = () =>
      (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()])
        .then(([{ zodResolver }, schema]) => zodResolver(schema))
        .catch((error: unknown) => {
          loading = undefined;
          throw error;
        }));
    const resolver: Resolver<Values, unknown, Output> = async (values, context, options) => {
      try {
        const resolve = await get();
        return await resolve(values, context, options);
      } catch (error) {
        if (!notifyOffline(error)) throw error;
        return { values: {}, errors: { root: { type: 'offline' } } as FieldErrors<Values> };
      }
    };
    return { get, resolver };
  });
  useEffect(() => onFirstInteraction(() => void lazy.get().catch(() => undefined)), [lazy]);
  return lazy.resolver;
}

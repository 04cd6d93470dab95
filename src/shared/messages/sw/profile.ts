import type { profile as english } from '../en/profile';

export const profile: Record<keyof typeof english, string> = {
  nothing_to_change: 'Tuma angalau sehemu moja ya wasifu wako unayotaka kubadilisha',
};

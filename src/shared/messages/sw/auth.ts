import type { auth as english } from '../en/auth';

export const auth: Record<keyof typeof english, string> = {
  email_off: 'Duka hili halitumi barua pepe kwa sasa, kwa hiyo hakuna cha kuthibitisha.',
  verification_limit: 'Tumetuma viungo kadhaa vya uthibitisho katika saa iliyopita. Tafadhali angalia sanduku lako la barua, au jaribu tena baadaye.',
};

import type { auth as english } from '../en/auth';

export const auth: Record<keyof typeof english, string> = {
  email_off: 'Duka hili halitumi barua pepe kwa sasa, kwa hiyo hakuna cha kuthibitisha.',
  verification_limit: 'Tumetuma viungo kadhaa vya uthibitisho katika saa iliyopita. Tafadhali angalia sanduku lako la barua, au jaribu tena baadaye.',
  invalid_credentials: 'Jina la mtumiaji au nenosiri si sahihi',
  username_taken: 'Jina hili la mtumiaji tayari limechukuliwa',
  username_looks_taken: 'Jina hili la mtumiaji linafanana sana na jina lililokwisha kuchukuliwa. Tafadhali chagua jingine.',
  account_disabled: 'Akaunti hii imezimwa. Tafadhali wasiliana na duka.',
  logged_out: 'Umetoka kwenye akaunti',
  email_verified: 'Barua pepe yako imethibitishwa. Barua pepe za oda zitakufikia hapo.',
  verify_link_invalid: 'Kiungo hiki cha uthibitisho si sahihi.',
  verify_link_used: 'Kiungo hiki cha uthibitisho kimeshatumika.',
  verify_link_expired: 'Kiungo hiki cha uthibitisho kimepitwa na muda. Tafadhali omba kipya kutoka kwenye akaunti yako.',
  verify_link_old_address: 'Kiungo hiki cha uthibitisho ni cha barua pepe ambayo akaunti yako haina tena.',
  verification_sent: 'Tumetuma kiungo kipya cha uthibitisho kwenye barua pepe yako.',
  already_verified: 'Barua pepe yako imeshathibitishwa.',
};

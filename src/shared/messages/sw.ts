import { auth } from './sw/auth';
import { common } from './sw/common';
import type { MessageCode } from './message';
import { mpesa } from './sw/mpesa';
import { orders } from './sw/orders';
import { wishlist } from './sw/wishlist';

/** The Kiswahili text of every message code: a code without one fails `tsc` here. */
export const messages: Record<MessageCode, string> = { ...common, ...auth, ...orders, ...wishlist, ...mpesa };

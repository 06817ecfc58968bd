import { apartments } from './apartments';
import { caesarResort } from './caesar-resort';
import { guide } from './guide';
import { home } from './home';
import { legal } from './legal';
import { investment } from './investment';
import { paymentPlans } from './payment-plans';
import { villas } from './villas';

/** The Hebrew words, typed against the English reference. */
export const he = { home, villas, apartments, investment, paymentPlans, caesarResort, guide, legal };

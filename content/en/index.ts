import { apartments } from './apartments';
import { caesarResort } from './caesar-resort';
import { guide } from './guide';
import { home } from './home';
import { legal } from './legal';
import { investment } from './investment';
import { paymentPlans } from './payment-plans';
import { villas } from './villas';

/** The English words: the reference every other language is typed against. */
export const en = { home, villas, apartments, investment, paymentPlans, caesarResort, guide, legal };

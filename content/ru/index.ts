import { apartments } from './apartments';
import { brochure } from './brochure';
import { caesarResort } from './caesar-resort';
import { common } from './common';
import { guide } from './guide';
import { home } from './home';
import { legal } from './legal';
import { listing } from './listing';
import { investment } from './investment';
import { notFound } from './not-found';
import { paymentPlans } from './payment-plans';
import { photoAlt } from './photos';
import { search } from './search';
import { shortlist } from './shortlist';
import { villas } from './villas';

/** The Russian words, typed against the English reference. */
export const ru = { common, photoAlt, notFound, home, villas, apartments, investment, paymentPlans, caesarResort, guide, brochure, legal, listing, search, shortlist };

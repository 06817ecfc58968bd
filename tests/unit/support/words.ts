import { en } from '@/content/en';
import { mainNavRoutes, routePaths } from '@/content/facts/routes';
import { createFormat } from '@/lib/i18n/format';

/** The English words the islands receive from their server pages, for rendering islands alone. */
export const f = createFormat('en');
export const common = en.common;
export const calculatorCopy = en.paymentPlans(f).calculator;
export const brochureCopy = en.home(f).brochure;
export const carouselCopy = en.home(f).testimonials.carousel;
export const mainNav = mainNavRoutes.map((route) => ({ label: common.routeLabels[route], href: routePaths[route] }));

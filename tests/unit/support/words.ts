import { pageWords as en } from '@/lib/words';
import { mainNavRoutes, routePaths } from '@/content/facts/routes';
import { pageContext } from '@/lib/i18n/page';

/** The English words the islands receive from their server pages, for rendering islands alone. */
const context = pageContext('en');
export const f = context.f;
/** The figures the words quote, from the real listing files. */
export const v = context.v;
export const common = context.t.common;
export const calculatorCopy = en.paymentPlans(f, v).calculator;
export const mainNav = mainNavRoutes.map((route) => ({ label: common.routeLabels[route], href: routePaths[route] }));

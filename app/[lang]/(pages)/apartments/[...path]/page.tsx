import { listRoutes } from '@/app/_pages/list-page';

// A page per listing file on this list and a page per 12 cards (/apartments/page/2); any other address is a 404.
export const dynamicParams = false;

const routes = listRoutes('apartments');
export const generateStaticParams = routes.generateStaticParams;
export const generateMetadata = routes.lang.generateMetadata;
export default routes.lang.Page;

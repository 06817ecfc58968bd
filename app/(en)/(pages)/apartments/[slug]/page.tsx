import { listingRoutes } from '@/app/_pages/listing';

// One pre-rendered page per listing file on this list; any other address is a 404.
export const dynamicParams = false;

const routes = listingRoutes('apartments');
export const generateStaticParams = routes.generateStaticParams;
export const generateMetadata = routes.en.generateMetadata;
export default routes.en.Page;

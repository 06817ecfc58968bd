import type { JsonLdObject, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/structured-data';

/** Structured data for crawlers, in the server-rendered HTML. */
export function JsonLd({ data }: { data: WithContext<JsonLdObject> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

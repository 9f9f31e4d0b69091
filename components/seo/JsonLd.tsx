import type { JsonLdObject, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/structured-data';

/** One block of structured data, escaped so that no content can end the script element early. */
export function JsonLd({ data }: { data: WithContext<JsonLdObject> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes every character that could end the script.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

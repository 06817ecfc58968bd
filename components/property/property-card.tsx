import { CardPhoto } from '@/components/ui/card-photo';
import type { PropertyCard as Property } from '@/content/types';
import { site, ui } from '@/content/site';
import { formatCount, formatNumber } from '@/lib/format';
import { buildWhatsAppLink, propertyEnquiryMessage } from '@/lib/whatsapp';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

type Props = {
  property: Property;
  /** Absolute address of the page the card is on, so the sales team knows where the buyer was. */
  pageUrl: string;
  /** The villas page shows at most the first 3 features. */
  maxFeatures?: number;
};

export function PropertyCard({ property, pageUrl, maxFeatures = 3 }: Props) {
  const copy = ui.property;
  const features = property.features.slice(0, maxFeatures);
  return (
    <article className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-sea-100 bg-white shadow-[var(--shadow-card)]">
      <CardPhoto photo={property.image} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" label={property.type}>
        {property.roi ? (
          <p className="absolute end-3 top-3 rounded-full bg-sea-900 px-3 py-1 text-xs font-semibold text-white">
            {property.roi} {copy.roi}
          </p>
        ) : null}
      </CardPhoto>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-semibold text-sea-950">{property.title}</h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
          <Icon name="pin" size="4" />
          {property.location}
        </p>
        <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-2xl font-bold text-sea-800">{property.price}</span>
          <span className="text-sm text-muted">
            {copy.perMonth} {property.pricePerMonth}
          </span>
        </p>
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink">
          <li className="flex items-center gap-1.5">
            <Icon name="bed" size="4" className="text-sea-700" />
            {property.bedrooms === 0 ? copy.studio : formatCount(property.bedrooms, copy.bedroom)}
          </li>
          <li className="flex items-center gap-1.5">
            <Icon name="bath" size="4" className="text-sea-700" />
            {formatCount(property.bathrooms, copy.bathroom)}
          </li>
          <li className="flex items-center gap-1.5">
            <Icon name="area" size="4" className="text-sea-700" />
            {formatNumber(property.area)} {copy.area}
          </li>
        </ul>
        <ul aria-label={copy.features} className="mt-4 flex flex-wrap gap-2">
          {features.map((feature) => (
            <li key={feature} className="rounded-full bg-sand-100 px-2.5 py-1 text-xs font-medium text-sand-800">
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-5">
          <a
            href={buildWhatsAppLink(site.whatsAppNumber, propertyEnquiryMessage(property, pageUrl))}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('whatsapp', 'md', 'w-full')}
          >
            <Icon name="whatsapp" />
            {copy.enquire}
            <span className="sr-only">
              {' '}
              {copy.enquireAbout} {property.title}
            </span>
          </a>
        </div>
      </div>
    </article>
  );
}

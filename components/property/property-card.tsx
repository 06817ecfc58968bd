import { CardPhoto } from '@/components/ui/card-photo';
import type { CommonWords } from '@/content/types';
import type { CardView } from '@/lib/listing';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';
import { Icon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button';
import { AppLink } from '@/components/ui/app-link';
import { SaveButton } from '@/components/shortlist/save-button';
import { cn } from '@/lib/cn';
import { ReducedPrice } from './reduced-price';
import { StatusBadge } from './status-badge';

/** `details` names the link to the listing's own page; `save` the save button ("Save {title}"). */
export type PropertyCardCopy = Pick<CommonWords['property'], 'enquire' | 'enquireAbout' | 'features' | 'reduced'> & { details: string; save: string };

type Props = {
  property: CardView;
  copy: PropertyCardCopy;
  /** The villas page shows at most the first 3 features. */
  maxFeatures?: number;
  /** Its photo is the page's largest paint (components/ui/card-photo.tsx). */
  lead?: boolean;
};

export function PropertyCard({ property, copy, maxFeatures = 3, lead = false }: Props) {
  const features = property.features.slice(0, maxFeatures);
  return (
    <article className="flex flex-col overflow-hidden card">
      <CardPhoto photo={property.photo} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" label={property.type} lead={lead}>
        {property.roiText ? (
          <p className="absolute end-3 top-3 rounded-full bg-sea-900 px-3 py-1 text-xs font-semibold text-white">{property.roiText}</p>
        ) : null}
      </CardPhoto>
      <div className="flex flex-1 flex-col p-5">
        {property.status === 'available' ? null : (
          <p className="mb-2 flex">
            <StatusBadge status={property.status} text={property.statusText} />
          </p>
        )}
        <h3 className="text-xl font-semibold text-sea-950">
          <AppLink href={property.href} className="underline-offset-4 hover:underline">
            {property.title}
          </AppLink>
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
          <Icon name="pin" size="4" />
          {property.location}
        </p>
        {property.reduced ? <ReducedPrice words={copy.reduced} earlierText={property.reduced.earlierText} className="mt-4" /> : null}
        <p className={cn('flex flex-wrap items-baseline gap-x-3 gap-y-1', property.reduced ? 'mt-1' : 'mt-4')}>
          <span className="text-2xl font-bold text-sea-800">{property.priceText}</span>
          {property.vatText ? <span className="text-xs text-muted">{property.vatText}</span> : null}
          {property.monthlyText ? <span className="text-sm text-muted">{property.monthlyText}</span> : null}
        </p>
        {property.convertedText ? <p className="mt-1 text-xs text-muted">{property.convertedText}</p> : null}
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink">
          <li className="flex items-center gap-1.5">
            <Icon name="bed" size="4" className="text-sea-700" />
            {property.bedroomsText}
          </li>
          <li className="flex items-center gap-1.5">
            <Icon name="bath" size="4" className="text-sea-700" />
            {property.bathroomsText}
          </li>
          <li className="flex items-center gap-1.5">
            <Icon name="area" size="4" className="text-sea-700" />
            {property.areaText}
          </li>
          <li className="flex items-center gap-1.5">
            <Icon name="shield" size="4" className="text-sea-700" />
            {property.titleDeedText}
          </li>
        </ul>
        <ul aria-label={copy.features} className="mt-4 flex flex-wrap gap-2">
          {features.map((feature) => (
            <li key={feature} className="rounded-full bg-sand-100 px-2.5 py-1 text-xs font-medium text-sand-800">
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-col gap-2 pt-5">
          <div className="flex gap-2">
            <AppLink href={property.href} className={buttonClasses('outline', 'md', 'flex-1')}>
              {copy.details}
              <span className="sr-only">
                {' '}
                {copy.enquireAbout} {property.title}
              </span>
            </AppLink>
            <SaveButton id={property.id} title={property.title} label={copy.save} className="flex size-11 shrink-0 items-center justify-center rounded-full border border-sea-700 text-sea-700 hover:bg-sea-50" />
          </div>
          <WhatsAppLink message={property.enquiryMessage} className="w-full" cta="card" listing={property.id}>
            {copy.enquire}
            <span className="sr-only">
              {' '}
              {copy.enquireAbout} {property.title}
            </span>
          </WhatsAppLink>
        </div>
      </div>
    </article>
  );
}

import { CardPhoto } from '@/components/ui/card-photo';
import type { Development } from '@/content/types';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/icon';

type Props = {
  developments: Development[];
  /** Labels of the two figures, e.g. { price: "Starting price", guarantee: "Guaranteed yield" }. */
  labels: { price: string; guarantee: string };
};

/** The developments of one developer, each with its starting price and guaranteed yield. */
export function DevelopmentList({ developments, labels }: Props) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {developments.map((development) => (
        <li
          key={development.name}
          className={cn(
            'flex flex-col overflow-hidden rounded-card bg-white shadow-card',
            development.badge ? 'border-2 border-sand-500' : 'border border-sea-100',
          )}
        >
          <CardPhoto photo={development.image} sizes="(min-width: 1024px) 540px, (min-width: 640px) 50vw, 100vw" label={development.type}>
            {development.badge ? (
              <p className="absolute end-3 top-3 inline-flex items-center gap-1 rounded-full bg-sand-700 px-3 py-1 text-xs font-semibold text-white">
                <Icon name="star" size="3.5" />
                {development.badge}
              </p>
            ) : null}
          </CardPhoto>
          <div className="flex flex-1 flex-col p-6">
            <h3 className="text-xl font-semibold text-sea-950">{development.name}</h3>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
              <Icon name="pin" size="4" />
              {development.location}
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
              <Icon name="shield" size="4" />
              {development.titleDeed}
            </p>
            <p className="mt-3 leading-relaxed text-muted">{development.description}</p>
            <dl className="mt-auto grid grid-cols-2 gap-3 pt-6 sm:gap-4">
              <div className="rounded-xl bg-sea-50 p-3 sm:p-4">
                <dt className="text-xs font-semibold tracking-wider text-sea-700 uppercase">{labels.price}</dt>
                <dd className="mt-1 text-lg font-bold text-sea-900 sm:text-xl">{development.price}</dd>
              </div>
              <div className="rounded-xl bg-sand-50 p-3 sm:p-4">
                <dt className="text-xs font-semibold tracking-wider text-sand-700 uppercase">{labels.guarantee}</dt>
                <dd className="mt-1 text-lg font-bold text-sea-900 sm:text-xl">{development.guarantee}</dd>
              </div>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}

import type { PlanStructure } from '@/content/types';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/icon';

type Props = { plans: PlanStructure[]; depositLabel: string; termLabel: string };

export function PlanCards({ plans, depositLabel, termLabel }: Props) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {plans.map((plan) => (
        <li
          key={plan.name}
          className={cn(
            'relative flex flex-col rounded-card border bg-white p-6 shadow-card sm:row-span-4 sm:grid sm:grid-rows-subgrid sm:gap-0',
            plan.badge ? 'border-sand-500 ring-2 ring-sand-500' : 'border-sea-100',
          )}
        >
          {plan.badge ? (
            <p className="absolute -top-3 start-6 rounded-full bg-sand-700 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
              {plan.badge}
            </p>
          ) : null}
          <h3 className="text-xl font-semibold text-sea-950">{plan.name}</h3>
          <p className="mt-2 text-sm text-muted">{plan.summary}</p>
          <dl className="mt-5 grid grid-cols-2 gap-3 self-start rounded-xl bg-sea-50 p-4">
            <div>
              <dt className="text-xs text-muted">{depositLabel}</dt>
              <dd className="text-lg font-bold text-sea-800">{plan.deposit}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">{termLabel}</dt>
              <dd className="text-lg font-bold text-sea-800">{plan.term}</dd>
            </div>
          </dl>
          <ul className="mt-5 space-y-2 text-sm text-ink">
            {plan.points.map((point) => (
              <li key={point} className="flex items-start gap-2">
                <Icon name="check" size="4" className="mt-0.5 text-sea-700" />
                {point}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

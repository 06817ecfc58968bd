import type { BudgetTier } from '@/content/types';

/** Strategy cards, one per budget bracket. */
export function BudgetTierList({ tiers }: { tiers: BudgetTier[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {tiers.map((tier) => (
        <li
          key={tier.budget}
          className="flex flex-col card p-6 sm:p-8 lg:row-span-4 lg:grid lg:grid-rows-subgrid lg:gap-0"
        >
          <h3 className="text-3xl font-bold tracking-tight text-sea-800">{tier.budget}</h3>
          <p className="mt-2 text-lg font-semibold text-sea-950">{tier.title}</p>
          <p className="mt-3 leading-relaxed text-muted">{tier.text}</p>
          <dl className="mt-6 self-start space-y-4 border-t border-sea-100 pt-6">
            {tier.details.map((detail) => (
              <div key={detail.label}>
                <dt className="text-xs font-semibold tracking-wider text-sand-700 uppercase">{detail.label}</dt>
                <dd className="mt-1 font-medium text-ink">{detail.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

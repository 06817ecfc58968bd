import type { Stat } from '@/content/types';
import { cn } from '@/lib/cn';

/** Big figures with a label, e.g. "300+ / sunny days a year"; a figure from outside the agency with its source under the label. */
export function StatList({ stats, tone = 'light' }: { stats: Stat[]; tone?: 'light' | 'dark' }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn('flex flex-col-reverse justify-end rounded-card p-5 max-lg:last:odd:col-span-2', tone === 'dark' ? 'bg-sea-950 text-sea-100' : 'bg-sea-50 text-muted')}
        >
          <dt className="mt-1 text-sm">
            {stat.label}
            {stat.source ? (
              <span className="mt-1 block text-xs">
                {stat.source.href ? (
                  <a href={stat.source.href} rel="external noopener" className={cn('underline underline-offset-2', tone === 'dark' ? 'hover:text-white' : 'hover:text-sea-800')}>
                    {stat.source.text}
                  </a>
                ) : (
                  stat.source.text
                )}
              </span>
            ) : null}
          </dt>
          <dd className={cn('text-3xl font-bold tracking-tight', tone === 'dark' ? 'text-white' : 'text-sea-800')}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

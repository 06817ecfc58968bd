import { AppLink } from '@/components/ui/app-link';

type Props = {
  label: string;
  /** The trail before the current page, from Home. */
  trail: { name: string; href: string }[];
  current: string;
};

/** Home / list / this page: where the page sits, as links. */
export function Breadcrumb({ label, trail, current }: Props) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {trail.map((step) => (
          <li key={step.href} className="flex items-center gap-2">
            <AppLink href={step.href} className="underline-offset-4 hover:underline">
              {step.name}
            </AppLink>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="font-medium text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}

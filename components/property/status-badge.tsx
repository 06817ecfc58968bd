import type { ListingStatus } from '@/lib/listings';
import { cn } from '@/lib/cn';

const styles: Record<ListingStatus, string> = {
  available: 'bg-sea-100 text-sea-900',
  reserved: 'bg-sand-100 text-sand-800',
  sold: 'bg-ink text-white',
};

/** A listing's status ("Available", "Reserved", "Sold") as the listing page and the cards show it. */
export function StatusBadge({ status, text }: { status: ListingStatus; text: string }) {
  return <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', styles[status])}>{text}</span>;
}

'use client';

import { buttonClasses } from '@/components/ui/button';

/** Opens the browser's print dialog, where "Save as PDF" makes a file of the brochure. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={buttonClasses('primary', 'lg', 'script-only print:hidden')}>
      {label}
    </button>
  );
}

'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { LinkPendingReporter } from '@/components/layout/navigation-status';

/** An internal link that shows the site-wide "Loading…" status while its page is on the way. */
export function AppLink({ children, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link {...props}>
      {children}
      <LinkPendingReporter />
    </Link>
  );
}

'use client';

import { Component, lazy, type ComponentType, type ReactNode } from 'react';

/*
 * Code a part of the page loads later than the page's first JavaScript (React.lazy), asked for
 * again when it fails, and a boundary that shows a fallback if it still cannot come: the late
 * islands (lazy-islands.tsx) use both, the search's results grid the retries and the boundary.
 */

/** Attempts and the pause before each new one, for a part's code. */
const RETRY_DELAYS_MS = [1000, 3000];

function withRetries<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    for (const delay of RETRY_DELAYS_MS) {
      try {
        return await load();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    return load();
  };
}

/** A component whose code is loaded when it first renders, with retries. */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(withRetries(() => load().then((component) => ({ default: component }))));
}

/**
 * Code asked for once, with retries, by whoever calls first: for a part that a component renders
 * itself once the code is there, without a Suspense boundary (whose fallback React keeps on screen
 * for at least 300 ms once shown).
 */
export function lateCode<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= withRetries(load)());
}

/** Shows `fallback` when the code of what it holds could not load. */
export class CodeFailed extends Component<{ fallback: ReactNode; onFailed?: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('A part of the page could not load; showing its fallback.', error);
    this.props.onFailed?.();
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { PopupCopy } from '@/content/types';
import type { Suggestion } from './language-suggestion';

/**
 * Renders the component `load` resolves to once the page has hydrated, so its code is not part of
 * the page's first JavaScript: for islands that show nothing until after hydration anyway (the
 * WhatsApp popup, the language suggestion). `mountedAt` is when this wrapper hydrated, so timers
 * inside keep counting from there, not from when the code arrived. If the code cannot load, the
 * page simply goes on without the island.
 */
export function DeferredIsland<P extends object>({
  load,
  props,
}: {
  load: () => Promise<ComponentType<P & { mountedAt: number }>>;
  props: P;
}) {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<P & { mountedAt: number }>; mountedAt: number } | null>(null);
  useEffect(() => {
    const mountedAt = Date.now();
    let live = true;
    load().then(
      (Component) => {
        if (live) setLoaded({ Component, mountedAt });
      },
      (error: unknown) => console.warn('An optional part of the page could not load:', error),
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (!loaded) return null;
  const { Component, mountedAt } = loaded;
  return <Component {...props} mountedAt={mountedAt} />;
}

type PopupProps = { copy: PopupCopy; message: string };
const loadPopup = () => import('@/components/whatsapp/whatsapp-popup').then((module) => module.WhatsAppPopup);

/** The WhatsApp popup, its code loaded after hydration; it still opens 5 s after the page hydrated. */
export function DeferredWhatsAppPopup(props: PopupProps) {
  return <DeferredIsland load={loadPopup} props={props} />;
}

type SuggestionProps = { suggestions: Suggestion[] };
const loadSuggestion = () => import('./language-suggestion').then((module) => module.LanguageSuggestion);

/** The language suggestion of English pages, its code loaded after hydration (it decides only then). */
export function DeferredLanguageSuggestion(props: SuggestionProps) {
  return <DeferredIsland load={loadSuggestion} props={props} />;
}

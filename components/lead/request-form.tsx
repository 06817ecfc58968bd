'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { site } from '@/content/facts/site';
import type { RequestFormCopy, ViewingCopy } from '@/content/types';
import { track } from '@/lib/analytics';
import { fillTemplate } from '@/lib/i18n/message';
import { contactProblem, sendRequest, SENT_FRAGMENT, tomorrowOf, viewingDaysProblem, type LeadDelivery } from '@/lib/lead';
import { useInBrowser } from '@/lib/use-in-browser';
import { buildWhatsAppLink } from '@/lib/whatsapp';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';
import { fieldClasses, FormSubmit } from './form-parts';

/** idle; sending; sent (the service has it); failed (error, timeout, offline); direct (no service: WhatsApp). */
type Phase = 'idle' | 'sending' | 'sent' | 'failed' | 'direct';
/** How a viewing is wanted, as the form service receives it from every buyer, whatever their language. */
const HOW = { inPerson: 'in-person', video: 'video-call' } as const;
type Errors = Partial<Record<'name' | 'contact' | 'days', string>>;


/**
 * A request to the sales team from a page: a viewing of a listing (how, and two or three preferred
 * days) or word of new homes like a search's. One `<form method="post">` to the agency's form service
 * with every field it needs, so without JavaScript the browser checks the fields and posts, and the
 * service sends the visitor back to this page's `#request-sent`. Once hydrated it is sent with `fetch`
 * and checked in the page's language; if sending fails nothing typed is lost and the same request goes
 * to WhatsApp in one tap. Without a form service it opens WhatsApp with the request (and, without
 * JavaScript, offers the page's WhatsApp link). Nothing is stored on the site.
 */
export function RequestForm({
  event,
  cta,
  copy,
  viewing,
  subject,
  delivery,
  redirect,
  pageUrl,
  whatsAppMessage,
  fallbackMessage,
  minDay,
  privacy,
  analytics = {},
}: {
  /** The analytics event, e.g. "Viewing request". */
  event: string;
  /** The call to action its WhatsApp links are counted under ("viewing", "alert"). */
  cta: string;
  copy: RequestFormCopy;
  /** The viewing's own fields (how, days), on a listing page. */
  viewing?: ViewingCopy;
  /** What the request is about, sent as hidden fields (reference, title, price…); `search` is replaced by the address in the browser. */
  subject: [string, string][];
  delivery: LeadDelivery | null;
  redirect: { field: string; url: string } | null;
  pageUrl: string;
  /** The WhatsApp message: {name}, {contact}, {how}, {days} and {page} are filled in. */
  whatsAppMessage: string;
  /** The page's WhatsApp message, for a visitor without JavaScript when there is no form service. */
  fallbackMessage: string;
  /** The first day a viewing may be asked for, as the build saw it (YYYY-MM-DD): the browser moves it to its own tomorrow. */
  minDay?: string;
  privacy: { href: string; label: string };
  /** Props sent with the analytics event (the listing's id). */
  analytics?: Record<string, string>;
}) {
  const id = useId();
  const upgraded = useInBrowser();
  const statusRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const fieldRefs = useRef<Record<'name' | 'contact' | 'days', HTMLElement | null>>({ name: null, contact: null, days: null });
  const [phase, setPhase] = useState<Phase>('idle');
  const [errors, setErrors] = useState<Errors>({});
  const [request, setRequest] = useState<{ entries: [string, string][]; message: string } | null>(null);
  // The build's "tomorrow" is stale by the time a buyer reads the page: once hydrated, the browser's own.
  const min = minDay && upgraded ? tomorrowOf(new Date()) : minDay;

  useEffect(() => {
    if (phase === 'sent' || phase === 'failed' || phase === 'direct') statusRef.current?.focus();
  }, [phase]);

  async function onSubmit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    if (phase === 'sending') return;
    const data = new FormData(submitted.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const days = viewing ? ['day1', 'day2', 'day3'].map(text).filter(Boolean) : [];
    const found: Errors = {};
    if (!text('name')) found.name = copy.errors.nameRequired;
    const contact = contactProblem(text('contact'));
    if (contact) found.contact = copy.errors[contact];
    const daysWrong = viewing ? viewingDaysProblem(days, min ?? tomorrowOf(new Date())) : null;
    if (viewing && daysWrong) found.days = viewing.errors[daysWrong];
    setErrors(found);
    const first = (['days', 'name', 'contact'] as const).find((field) => found[field]);
    if (first) {
      const target = fieldRefs.current[first];
      (target instanceof HTMLFieldSetElement ? target.querySelector<HTMLInputElement>('input') : target)?.focus();
      return;
    }

    const page = window.location.href;
    const how = text('how') === HOW.video ? 'video' : 'inPerson';
    // The service gets the fields a form posted without JavaScript would (codes and YYYY-MM-DD, which no
    // one misreads); the buyer's WhatsApp message says the same in their language.
    const dayFormat = new Intl.DateTimeFormat(document.documentElement.lang || undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const daysWritten = days.map((day) => dayFormat.format(new Date(`${day}T00:00:00Z`))).join(', ');
    const entries: [string, string][] = [
      ...subject.map(([name, value]): [string, string] => [name, name === 'search' ? page : value]),
      ...(viewing ? ([['how', HOW[how]], ...days.map((day, index) => [`day${index + 1}`, day])] as [string, string][]) : []),
      ['name', text('name')],
      ['contact', text('contact')],
      ['page', page],
    ];
    const message = fillTemplate(whatsAppMessage, { name: text('name'), contact: text('contact'), how: viewing ? viewing.how[how] : '', days: daysWritten, page });
    setRequest({ entries, message });

    if (!delivery) {
      track(event, { ...analytics, result: 'whatsapp' });
      setPhase('direct');
      window.open(buildWhatsAppLink(site.whatsAppNumber, message), '_blank', 'noopener,noreferrer');
      return;
    }
    setPhase('sending');
    // A filled honeypot is a bot: it is told all went well, and nothing is sent.
    const ok = honeypotRef.current?.value ? true : await sendRequest(delivery, entries);
    track(event, { ...analytics, result: ok ? 'sent' : 'failed' });
    setPhase(ok ? 'sent' : 'failed');
  }

  const sent = phase === 'sent';
  // Without a form service and without JavaScript there is nothing to post to: WhatsApp.
  if (!delivery && !upgraded) {
    return (
      <div className="space-y-3">
        <p className="text-muted">{copy.direct}</p>
        <WhatsAppLink message={fallbackMessage} cta={cta}>
          {copy.sendByWhatsApp}
        </WhatsAppLink>
      </div>
    );
  }
  const hidden: [string, string][] = delivery ? [...delivery.fields, ...subject, ['page', pageUrl], ...(redirect ? [[redirect.field, redirect.url] as [string, string]] : [])] : [];
  const outcome = { sent: copy.sent, failed: copy.failed, direct: copy.direct, sending: copy.sending, idle: '' }[phase];
  const describedBy = (field: keyof Errors, hint?: string) => [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const errorText = (field: keyof Errors) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <div>
      {/* Shown by :target when the form service sends a visitor without JavaScript back here. */}
      <p id={SENT_FRAGMENT} tabIndex={-1} className="mb-4 hidden rounded-xl bg-sea-50 p-4 font-semibold text-sea-900 target:block">
        {copy.sent}
      </p>
      <form method="post" action={delivery?.endpoint} noValidate={upgraded} onSubmit={onSubmit} hidden={sent} aria-busy={phase === 'sending'} className="space-y-5">
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* A field people never see or reach; bots fill it in. */}
        <input ref={honeypotRef} type="text" name={delivery?.honeypot ?? 'website'} tabIndex={-1} autoComplete="off" aria-hidden="true" className="sr-only" defaultValue="" />
        {viewing ? (
          <>
            <fieldset>
              <legend className="text-sm font-semibold text-ink">{viewing.how.legend}</legend>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
                {(['inPerson', 'video'] as const).map((value) => (
                  <label key={value} className="inline-flex min-h-11 items-center gap-2 text-ink">
                    <input type="radio" name="how" value={HOW[value]} defaultChecked={value === 'inPerson'} className="size-5 accent-sea-700" />
                    {viewing.how[value]}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset
              ref={(element) => {
                fieldRefs.current.days = element;
              }}
              aria-describedby={describedBy('days', `${id}-days-hint`)}
            >
              <legend className="text-sm font-semibold text-ink">{viewing.days.legend}</legend>
              <p id={`${id}-days-hint`} className="text-sm text-muted">
                {viewing.days.hint}
              </p>
              <div className="mt-2 grid gap-3 sm:grid-cols-3">
                {viewing.days.labels.map((label, index) => (
                  <div key={label}>
                    <label htmlFor={`${id}-day${index + 1}`} className="block text-sm text-ink">
                      {label}
                    </label>
                    <input id={`${id}-day${index + 1}`} name={`day${index + 1}`} type="date" min={min} required={index < 2} aria-invalid={errors.days ? 'true' : undefined} className={fieldClasses} />
                  </div>
                ))}
              </div>
              {errorText('days')}
            </fieldset>
          </>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-name`} className="block text-sm font-semibold text-ink">
              {copy.nameLabel}
            </label>
            <input
              ref={(element) => {
                fieldRefs.current.name = element;
              }}
              id={`${id}-name`}
              name="name"
              type="text"
              autoComplete="name"
              required
              aria-invalid={errors.name ? 'true' : undefined}
              aria-describedby={describedBy('name')}
              className={fieldClasses}
            />
            {errorText('name')}
          </div>
          <div>
            <label htmlFor={`${id}-contact`} className="block text-sm font-semibold text-ink">
              {copy.contactLabel}
            </label>
            <input
              ref={(element) => {
                fieldRefs.current.contact = element;
              }}
              id={`${id}-contact`}
              name="contact"
              type="text"
              dir="ltr"
              autoComplete="tel"
              required
              aria-invalid={errors.contact ? 'true' : undefined}
              aria-describedby={describedBy('contact', `${id}-contact-hint`)}
              className={fieldClasses}
            />
            <p id={`${id}-contact-hint`} className="mt-1 text-sm text-muted">
              {copy.contactHint}
            </p>
            {errorText('contact')}
          </div>
        </div>
        <FormSubmit sending={phase === 'sending'} label={copy.submit} sendingLabel={copy.sending} note={copy.privacyNote} privacy={privacy} width="w-full sm:w-auto" />
      </form>
      {/* Always in the DOM so screen readers announce the outcome when it is filled in. */}
      <div ref={statusRef} role={phase === 'failed' ? 'alert' : 'status'} tabIndex={-1} className={phase === 'idle' || phase === 'sending' ? 'sr-only' : 'mt-4 rounded-xl bg-sea-50 p-4 text-sea-900'}>
        {outcome ? (
          <p className="flex items-start gap-3 font-semibold">
            {sent ? <Icon name="check" className="mt-0.5 text-sea-700" /> : null}
            <span>{outcome}</span>
          </p>
        ) : null}
        {(phase === 'failed' || phase === 'direct') && request ? (
          <a
            href={buildWhatsAppLink(site.whatsAppNumber, request.message)}
            target="_blank"
            rel="noopener noreferrer"
            data-cta={cta}
            onClick={() => track(event, { ...analytics, result: 'whatsapp' })}
            className={buttonClasses('whatsapp', 'md', 'mt-4')}
          >
            <Icon name="whatsapp" />
            {copy.sendByWhatsApp}
          </a>
        ) : null}
      </div>
    </div>
  );
}

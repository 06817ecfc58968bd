'use client';

import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  type ToggleEvent,
} from 'react';
import { brochureTimings, site } from '@/content/facts/site';
import type { BrochureCopy } from '@/content/types';
import { track } from '@/lib/analytics';
import { useInBrowser } from '@/lib/use-in-browser';
import { EMAIL_PATTERN, isPhoneNumber, sendRequest, type LeadDelivery } from '@/lib/lead';
import { fillTemplate } from '@/lib/i18n/message';
import { buildWhatsAppLink } from '@/lib/whatsapp';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { AppLink } from '@/components/ui/app-link';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';
import { fieldClasses, FormSubmit } from '@/components/lead/form-parts';

type Field = 'name' | 'email' | 'phone';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
/** idle; sending; sent (the service has it); failed (error, timeout, offline); direct (no service set). */
type Phase = 'idle' | 'sending' | 'sent' | 'failed' | 'direct';

const FIELDS: readonly Field[] = ['name', 'email', 'phone'];
const EMPTY: Values = { name: '', email: '', phone: '' };

function validate(values: Values, messages: BrochureCopy['errors']): Errors {
  const errors: Errors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();

  if (!name) errors.name = messages.nameRequired;

  if (!email) errors.email = messages.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = messages.emailInvalid;

  if (!phone) errors.phone = messages.phoneRequired;
  else if (!isPhoneNumber(phone)) errors.phone = messages.phoneInvalid;
  return errors;
}


/**
 * The brochure button and its form: one form, progressively enhanced. The HTML is a button that opens
 * the dialog through the platform (`popovertarget`) and a `<form method="post">` to the agency's form
 * service with every field it needs, so that without JavaScript (or before this island's code has
 * arrived) a tap opens it, the browser checks the fields, and the service takes the details and sends
 * the visitor back to the thank-you page. Once hydrated, the button opens it as a modal dialog and the
 * form is sent with `fetch`, checked field by field in the page's language: if sending fails nothing
 * typed is lost, and the same details go to the sales team on WhatsApp in one tap. Without a form
 * service, the form says so: the brochure at once, and WhatsApp. The brochure itself is a printable
 * page (`brochureHref`), never an email.
 */
export function BrochureDialog({
  copy,
  triggerVariant = 'primary',
  delivery,
  redirect,
  pageUrl,
  brochureHref,
  whatsAppMessage,
  privacy,
}: {
  copy: BrochureCopy;
  triggerVariant?: ButtonVariant;
  delivery: LeadDelivery | null;
  /** The field that names the page the service sends a visitor without JavaScript back to, and that page. */
  redirect: { field: string; url: string } | null;
  /** The page the form is on, sent with the details by a browser without JavaScript. */
  pageUrl: string;
  brochureHref: string;
  /** The page's own WhatsApp message, for a visitor without JavaScript when there is no form service. */
  whatsAppMessage: string;
  /** The privacy policy, linked beside the submit button. */
  privacy: { href: string; label: string };
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const timerRef = useRef<number | undefined>(undefined);
  const pressedOnBackdrop = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const inputRefs: Record<Field, RefObject<HTMLInputElement | null>> = {
    name: nameRef,
    email: emailRef,
    phone: phoneRef,
  };

  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [brochureReady, setBrochureReady] = useState(false);
  /** Hydrated: the form checks its own fields and sends with fetch; until then it is the HTML form. */
  const upgraded = useInBrowser();
  const sent = phase === 'sent';

  useEffect(() => () => window.clearTimeout(timerRef.current), []);

  // Move focus to the outcome, so it is read out and the links in it are next.
  useEffect(() => {
    if (phase === 'sent' || phase === 'failed' || phase === 'direct') statusRef.current?.focus();
  }, [phase]);

  function open(event: MouseEvent<HTMLButtonElement>) {
    // The platform would open it as a popover (what a page without JavaScript gets): a modal dialog instead.
    event.preventDefault();
    const dialog = dialogRef.current;
    if (!dialog || dialog.open || dialog.matches(':popover-open')) return;
    dialog.showModal();
  }

  /** Closes it however it was opened: as a modal dialog, or by the platform before hydration (a popover). */
  function close() {
    const dialog = dialogRef.current;
    if (dialog?.matches(':popover-open')) dialog.hidePopover();
    else dialog?.close();
  }

  function onCloseButton(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    close();
  }

  /** A popover (opened before hydration) closing by Escape, a tap outside or the Close button. */
  function onToggle(event: ToggleEvent<HTMLDialogElement>) {
    if (event.newState === 'closed' && !event.currentTarget.open) onClose();
  }

  /** Runs for every way the dialog closes: Close button, Escape, backdrop, thank-you timeout. */
  function onClose() {
    window.clearTimeout(timerRef.current);
    timerRef.current = undefined;
    // What was typed is cleared only once the agency has it.
    if (phase === 'sent') setValues(EMPTY);
    setErrors({});
    setPhase('idle');
    triggerRef.current?.focus();
  }

  // The dialog box has no padding of its own, so a press whose target is the dialog itself is on
  // the backdrop. Both ends of the click must be there, so a text selection dragged out won't close it.
  function onPointerDown(event: PointerEvent<HTMLDialogElement>) {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  }

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) close();
    pressedOnBackdrop.current = false;
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const field = event.target.name as Field;
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (!e[field]) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === 'sending') return;
    const found = validate(values, copy.errors);
    setErrors(found);
    const firstInvalid = FIELDS.find((f) => found[f]);
    if (firstInvalid) {
      inputRefs[firstInvalid].current?.focus();
      return;
    }
    setBrochureReady(true);
    if (!delivery) {
      setPhase('direct');
      return;
    }
    setPhase('sending');
    // A filled honeypot is a bot: it is told all went well, and nothing is sent.
    const ok = honeypotRef.current?.value ? true : await sendRequest(delivery, [...FIELDS.map((field) => [field, values[field].trim()] as [string, string]), ['page', window.location.href]]);
    track('Brochure request', { result: ok ? 'sent' : 'failed' });
    if (!ok) {
      setPhase('failed');
      return;
    }
    setPhase('sent');
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(close, brochureTimings.thankYouMs);
  }

  const handoffMessage = fillTemplate(copy.whatsAppMessage, {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    page: typeof window === 'undefined' ? '' : window.location.href,
  });
  const outcome = { sent: copy.sent, failed: copy.failed, direct: copy.direct, sending: copy.sending, idle: '' }[phase];

  const fields: { field: Field; label: string; type: 'text' | 'email' | 'tel'; autoComplete: string }[] = [
    { field: 'name', label: copy.nameLabel, type: 'text', autoComplete: 'name' },
    { field: 'email', label: copy.emailLabel, type: 'email', autoComplete: 'email' },
    { field: 'phone', label: copy.phoneLabel, type: 'tel', autoComplete: 'tel' },
  ];

  const dialogId = `${id}-dialog`;
  const hidden: [string, string][] = delivery
    ? [...delivery.fields, ['page', pageUrl], ...(redirect ? [[redirect.field, redirect.url] as [string, string]] : [])]
    : [];
  // Without a form service and without JavaScript there is nothing to post to: the brochure and WhatsApp.
  const linksOnly = !delivery && !upgraded;

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        popoverTarget={dialogId}
        onClick={open}
        className={buttonClasses(triggerVariant, 'lg')}
      >
        {copy.trigger}
      </button>
      {brochureReady && (
        <AppLink href={brochureHref} className="ms-4 font-semibold text-current underline underline-offset-4">
          {copy.openBrochure}
        </AppLink>
      )}

      <dialog
        ref={dialogRef}
        id={dialogId}
        popover="auto"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onClose={onClose}
        onToggle={onToggle}
        onPointerDown={onPointerDown}
        onClick={onDialogClick}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-0 text-start text-ink shadow-card backdrop:bg-sea-950/60"
      >
        <div className="relative p-6 sm:p-8">
          <button
            type="button"
            aria-label={copy.close}
            popoverTarget={dialogId}
            popoverTargetAction="hide"
            onClick={onCloseButton}
            className="absolute end-3 top-3 grid size-11 place-items-center rounded-full text-muted hover:bg-sea-50 hover:text-ink"
          >
            <Icon name="close" />
          </button>

          <h2 id={titleId} className="pe-10 text-xl font-bold text-sea-950 sm:text-2xl">
            {copy.title}
          </h2>
          <p id={descriptionId} className="mt-2 text-muted" hidden={sent}>
            {linksOnly ? copy.direct : copy.description}
          </p>

          {linksOnly ? (
            <div className="mt-6 flex flex-col gap-3">
              <AppLink href={brochureHref} className={buttonClasses('outline', 'md')}>
                {copy.openBrochure}
              </AppLink>
              <WhatsAppLink message={whatsAppMessage} cta="brochure">
                {copy.sendByWhatsApp}
              </WhatsAppLink>
            </div>
          ) : (
            <form
              method="post"
              action={delivery?.endpoint}
              noValidate={upgraded}
              onSubmit={onSubmit}
              hidden={sent}
              aria-busy={phase === 'sending'}
              className="mt-6 space-y-4"
            >
              {hidden.map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              {/* A field people never see or reach; bots fill it in. */}
              <input ref={honeypotRef} type="text" name={delivery?.honeypot ?? 'website'} tabIndex={-1} autoComplete="off" aria-hidden="true" className="sr-only" defaultValue="" />
              {fields.map(({ field, label, type, autoComplete }) => {
                const inputId = `${id}-${field}`;
                const errorId = `${inputId}-error`;
                const error = errors[field];
                return (
                  <div key={field}>
                    <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
                      {label}
                    </label>
                    <input
                      ref={inputRefs[field]}
                      id={inputId}
                      name={field}
                      type={type}
                      autoComplete={autoComplete}
                      inputMode={type === 'tel' ? 'tel' : undefined}
                      // Addresses and numbers keep LTR order on an RTL page too.
                      dir={type === 'text' ? undefined : 'ltr'}
                      required
                      value={values[field]}
                      onChange={onChange}
                      aria-invalid={error ? 'true' : undefined}
                      aria-describedby={error ? errorId : undefined}
                      className={fieldClasses}
                    />
                    {error && (
                      <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}

              <FormSubmit sending={phase === 'sending'} label={copy.submit} sendingLabel={copy.sending} note={copy.privacyNote} privacy={privacy} width="w-full" />
            </form>
          )}

          {/* Always in the DOM so screen readers announce the outcome when it is filled in. */}
          <div
            ref={statusRef}
            role={phase === 'failed' ? 'alert' : 'status'}
            tabIndex={-1}
            className={phase === 'idle' || phase === 'sending' ? 'sr-only' : 'mt-6 rounded-xl bg-sea-50 p-4 text-sea-900'}
          >
            {outcome && (
              <p className="flex items-start gap-3 font-semibold">
                {phase === 'sent' && <Icon name="check" className="mt-0.5 text-sea-700" />}
                <span>{outcome}</span>
              </p>
            )}
            {(phase === 'sent' || phase === 'failed' || phase === 'direct') && (
              <div className="mt-4 flex flex-col gap-3">
                <AppLink href={brochureHref} className={buttonClasses('outline', 'md')}>
                  {copy.openBrochure}
                </AppLink>
                {phase !== 'sent' && (
                  <a
                    href={buildWhatsAppLink(site.whatsAppNumber, handoffMessage)}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-cta="brochure"
                    onClick={() => track('Brochure request', { result: 'whatsapp' })}
                    className={buttonClasses('whatsapp', 'md')}
                  >
                    <Icon name="whatsapp" />
                    {copy.sendByWhatsApp}
                  </a>
                )}
              </div>
            )}
          </div>
        </div>
      </dialog>
    </>
  );
}

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
} from 'react';
import { brochureTimings } from '@/content/facts/site';
import type { BrochureCopy } from '@/content/types';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** How long the thank-you message stays before the dialog closes. */

type Field = 'name' | 'email' | 'phone';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['name', 'email', 'phone'];
const EMPTY: Values = { name: '', email: '', phone: '' };
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARS = /^[\d\s+().-]+$/;
const PHONE_MIN_DIGITS = 7;

function validate(values: Values, messages: BrochureCopy['errors']): Errors {
  const errors: Errors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();

  if (!name) errors.name = messages.nameRequired;

  if (!email) errors.email = messages.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = messages.emailInvalid;

  if (!phone) errors.phone = messages.phoneRequired;
  else if (!PHONE_CHARS.test(phone) || phone.replace(/\D/g, '').length < PHONE_MIN_DIGITS) {
    errors.phone = messages.phoneInvalid;
  }
  return errors;
}

/** The brochure button and its modal form. Nothing is sent: there is no form backend yet (spec section 7). */
export function BrochureDialog({ copy, triggerVariant = 'primary' }: { copy: BrochureCopy; triggerVariant?: ButtonVariant }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const timerRef = useRef<number | undefined>(undefined);
  const pressedOnBackdrop = useRef(false);
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
  const [sent, setSent] = useState(false);

  useEffect(() => () => window.clearTimeout(timerRef.current), []);

  // The form is hidden once sent; keep focus inside the dialog, on the message.
  useEffect(() => {
    if (sent) statusRef.current?.focus();
  }, [sent]);

  function open() {
    dialogRef.current?.showModal();
  }

  function close() {
    dialogRef.current?.close();
  }

  /** Runs for every way the dialog closes: Close button, Escape, backdrop, thank-you timeout. */
  function onClose() {
    window.clearTimeout(timerRef.current);
    timerRef.current = undefined;
    setValues(EMPTY);
    setErrors({});
    setSent(false);
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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values, copy.errors);
    setErrors(found);
    const firstInvalid = FIELDS.find((f) => found[f]);
    if (firstInvalid) {
      inputRefs[firstInvalid].current?.focus();
      return;
    }
    // No network request: the brochure is sent by the sales team once a form backend is wired up.
    setSent(true);
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(close, brochureTimings.thankYouMs);
  }

  const fields: { field: Field; label: string; type: 'text' | 'email' | 'tel'; autoComplete: string }[] = [
    { field: 'name', label: copy.nameLabel, type: 'text', autoComplete: 'name' },
    { field: 'email', label: copy.emailLabel, type: 'email', autoComplete: 'email' },
    { field: 'phone', label: copy.phoneLabel, type: 'tel', autoComplete: 'tel' },
  ];

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        onClick={open}
        className={buttonClasses(triggerVariant, 'lg')}
      >
        {copy.trigger}
      </button>

      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onClose={onClose}
        onPointerDown={onPointerDown}
        onClick={onDialogClick}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-card backdrop:bg-sea-950/60"
      >
        <div className="relative p-6 sm:p-8">
          <button
            type="button"
            aria-label={copy.close}
            onClick={close}
            className="absolute end-3 top-3 grid size-11 place-items-center rounded-full text-muted hover:bg-sea-50 hover:text-ink"
          >
            <Icon name="close" />
          </button>

          <h2 id={titleId} className="pe-10 text-xl font-bold text-sea-950 sm:text-2xl">
            {copy.title}
          </h2>
          <p id={descriptionId} className="mt-2 text-muted" hidden={sent}>
            {copy.description}
          </p>

          <form noValidate onSubmit={onSubmit} hidden={sent} className="mt-6 space-y-4">
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
                    className="mt-1 block min-h-11 w-full rounded-lg border border-sea-900/30 bg-white px-3 py-2 text-base text-ink placeholder:text-muted focus:border-sea-700 aria-invalid:border-red-700"
                  />
                  {error && (
                    <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}

            <button type="submit" className={buttonClasses('primary', 'lg', 'w-full')}>
              {copy.submit}
            </button>
            <p className="text-xs text-muted">{copy.privacyNote}</p>
          </form>

          {/* Always in the DOM so screen readers announce the message when it is filled in. */}
          <p
            ref={statusRef}
            role="status"
            tabIndex={-1}
            className={sent ? 'mt-6 flex items-start gap-3 rounded-xl bg-sea-50 p-4 font-semibold text-sea-900' : 'sr-only'}
          >
            {sent && (
              <>
                <Icon name="check" className="mt-0.5 text-sea-700" />
                <span>{copy.thankYou}</span>
              </>
            )}
          </p>
        </div>
      </dialog>
    </>
  );
}

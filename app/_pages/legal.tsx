import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { legalPaths } from '@/content/facts/routes';
import { privacyUpdated } from '@/content/facts/legal';
import { agency, analytics, leadForm, photoStore, site } from '@/content/facts/site';
import type { Locale } from '@/content/locales';
import type { TextSection } from '@/content/types';
import { pageContext } from '@/lib/i18n/page';
import { stockPhotoKeys } from '@/content/facts/photos';
import { photoManifest } from '@/lib/photos';
import { localizedPath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/metadata';
import { fillTemplate } from '@/lib/i18n/message';
import { buildWhatsAppLink, keepOnOneLine, telLink } from '@/lib/whatsapp';

export function legalNoticeMetadata(locale: Locale): Metadata {
  const ctx = pageContext(locale);
  return pageMetadata(ctx, { pathIn: (language) => localizedPath(language, legalPaths.notice), meta: ctx.t.legal(ctx.f, ctx.v).notice.meta });
}

export function privacyMetadata(locale: Locale): Metadata {
  const ctx = pageContext(locale);
  return pageMetadata(ctx, { pathIn: (language) => localizedPath(language, legalPaths.privacy), meta: ctx.t.legal(ctx.f, ctx.v).privacy.meta });
}

/** The agency's values the words of both pages may name: {agency}, {address}, {email}, {euRepresentative}, {host}, {formService}. */
function agencyValues(country: string): Record<string, string> {
  return {
    agency: agency.legalName,
    address: `${agency.street}, ${agency.town}, ${country}`,
    email: agency.email,
    euRepresentative: agency.euRepresentative,
    host: agency.host,
    formService: agency.formService,
    photoHost: photoStore.baseUrl ? new URL(photoStore.baseUrl).host : '',
  };
}

function Sections({ sections, values }: { sections: TextSection[]; values: Record<string, string> }) {
  return sections.map((section) => (
    <section key={section.heading} className="mt-10">
      <h2 className="text-2xl font-bold text-sea-950">{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 max-w-measure text-base leading-7 text-ink">
          {fillTemplate(paragraph, values)}
        </p>
      ))}
    </section>
  ));
}

const link = 'font-semibold text-sea-800 underline underline-offset-4';

/** The legal notice (Impressum): who runs the site, from the agency's facts. */
export function LegalNoticePage({ locale }: { locale: Locale }) {
  const ctx = pageContext(locale);
  const w = ctx.t.legal(ctx.f, ctx.v).notice;
  const values = agencyValues(w.values.country);
  const rows: [string, ReactNode][] = [
    [w.labels.company, agency.legalName],
    [w.labels.legalForm, w.values.legalForm],
    [w.labels.representative, agency.representative],
    [w.labels.address, values.address],
    [
      w.labels.email,
      <a key="email" href={`mailto:${agency.email}`} className={link} dir="ltr">
        {agency.email}
      </a>,
    ],
    [
      w.labels.phone,
      <a key="phone" href={telLink(site.phoneNumber)} data-cta="legal" className={link} dir="ltr">
        {keepOnOneLine(site.phoneNumber)}
      </a>,
    ],
    [
      w.labels.whatsApp,
      <a key="whatsapp" href={buildWhatsAppLink(site.whatsAppNumber, ctx.t.common.defaultWhatsAppMessage)} data-cta="legal" className={link} dir="ltr">
        {keepOnOneLine(site.whatsAppNumber)}
      </a>,
    ],
    [w.labels.register, agency.register],
    [w.labels.vat, agency.vat],
    [w.labels.licence, agency.licence],
    [w.labels.euRepresentative, agency.euRepresentative],
    [w.labels.responsible, fillTemplate(w.values.responsible, { name: agency.responsible })],
  ];
  return (
    <article aria-labelledby="legal-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 id="legal-title" className="text-4xl font-bold tracking-tight text-sea-950">
        {w.title}
      </h1>
      <p className="mt-4 text-lg text-muted">{w.intro}</p>
      <h2 className="mt-8 text-xl font-bold text-sea-950">{w.heading}</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-sea-950">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <Sections sections={w.sections} values={values} />
    </article>
  );
}

/** The privacy policy: what this build of the site collects, from its configuration. */
export function PrivacyPage({ locale }: { locale: Locale }) {
  const ctx = pageContext(locale);
  const w = ctx.t.legal(ctx.f, ctx.v).privacy;
  const sections = [
    w.controller,
    leadForm.endpoint ? w.form : w.formWithoutService,
    ...(analytics.endpoint ? [w.analytics] : []),
    ...(ctx.inventory.some((listing) => listing.video) ? [w.videos] : []),
    w.whatsApp,
    w.storage,
    // Where the photos come from: the site itself, the photo bucket (a host of its own: README "Photos at scale"), the stock host for any not brought onto the site.
    {
      ...w.hosting,
      paragraphs: [
        ...w.hosting.paragraphs,
        ...(photoStore.baseUrl ? [w.photos.bucket] : []),
        ...(stockPhotoKeys.every((key) => photoManifest?.stock.includes(key)) ? (photoStore.baseUrl ? [] : [w.photos.own]) : [w.photos.stockHost]),
      ],
    },
    w.rights,
    w.objection,
  ];
  const values = agencyValues(ctx.t.legal(ctx.f, ctx.v).notice.values.country);
  return (
    <article aria-labelledby="privacy-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 id="privacy-title" className="text-4xl font-bold tracking-tight text-sea-950">
        {w.title}
      </h1>
      <p className="mt-2 text-sm text-muted">{fillTemplate(w.updated, { date: ctx.f.date(privacyUpdated) })}</p>
      <p className="mt-4 text-lg text-ink">{w.intro}</p>
      <Sections sections={sections} values={values} />
    </article>
  );
}

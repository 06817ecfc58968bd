/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'parse5';
import { BrochureDialog } from '@/components/brochure/brochure-dialog';
import { pageContext } from '@/lib/i18n/page';
import type { LeadDelivery } from '@/lib/lead';

/*
 * What a visitor gets before the brochure island's code has run, or without JavaScript at all: the
 * HTML the server renders. The button opens the dialog through the platform (popovertarget), and the
 * form inside posts every field the form service needs.
 */

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; value?: string; content?: Node };
const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;
function all(node: Node, test: (node: Node) => boolean, found: Node[] = []): Node[] {
  if (test(node)) found.push(node);
  for (const child of node.childNodes ?? []) all(child, test, found);
  return found;
}
const text = (node: Node): string => (node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(text).join(''));

const ctx = pageContext('de');
const copy = ctx.t.home(ctx.f, ctx.v).brochure;
const delivery: LeadDelivery = { endpoint: 'https://forms.example/f/abc', honeypot: '_gotcha', fields: [['_subject', 'Brochure'], ['language', 'de']] };
const props = {
  copy,
  redirect: { field: 'redirect', url: 'https://site.example/de/brochure/thanks' },
  pageUrl: 'https://site.example/de',
  brochureHref: '/de/brochure',
  whatsAppMessage: 'Hallo!',
  privacy: { href: '/de/privacy', label: 'Datenschutz' },
};
const html = (d: LeadDelivery | null) => parse(renderToStaticMarkup(<BrochureDialog {...props} delivery={d} />)) as unknown as Node;

describe('the brochure form before its script runs', () => {
  it('the button opens the dialog through the platform', () => {
    const document = html(delivery);
    const [trigger] = all(document, (node) => node.nodeName === 'button' && text(node) === copy.trigger);
    const [dialog] = all(document, (node) => node.nodeName === 'dialog');
    expect(attr(dialog!, 'popover')).toBeDefined();
    expect(attr(trigger!, 'popovertarget')).toBe(attr(dialog!, 'id'));
    const close = all(dialog!, (node) => node.nodeName === 'button' && attr(node, 'aria-label') === copy.close)[0]!;
    expect(attr(close, 'popovertarget')).toBe(attr(dialog!, 'id'));
    expect(attr(close, 'popovertargetaction')).toBe('hide');
  });

  it('with a form service, the form posts every field it needs there, checked by the browser', () => {
    const document = html(delivery);
    const [form] = all(document, (node) => node.nodeName === 'form');
    expect(attr(form!, 'method')).toBe('post');
    expect(attr(form!, 'action')).toBe(delivery.endpoint);
    // The browser checks the fields until the island takes over with its own messages.
    expect(attr(form!, 'novalidate')).toBeUndefined();
    const inputs = all(form!, (node) => node.nodeName === 'input');
    const hidden = Object.fromEntries(inputs.filter((input) => attr(input, 'type') === 'hidden').map((input) => [attr(input, 'name'), attr(input, 'value')]));
    expect(hidden).toEqual({ _subject: 'Brochure', language: 'de', page: props.pageUrl, redirect: props.redirect.url });
    for (const name of ['name', 'email', 'phone']) {
      const input = inputs.find((node) => attr(node, 'name') === name)!;
      expect(attr(input, 'required')).toBeDefined();
      const label = all(form!, (node) => node.nodeName === 'label' && attr(node, 'for') === attr(input, 'id'));
      expect(label).toHaveLength(1);
    }
    expect(inputs.find((node) => attr(node, 'name') === delivery.honeypot)).toBeDefined();
    expect(all(form!, (node) => node.nodeName === 'button' && attr(node, 'type') === 'submit').map(text)).toEqual([copy.submit]);
  });

  it('without a form service, it offers the brochure and WhatsApp instead of a form that could send nothing', () => {
    const document = html(null);
    expect(all(document, (node) => node.nodeName === 'form')).toHaveLength(0);
    const links = all(document, (node) => node.nodeName === 'a');
    expect(links.map((link) => attr(link, 'href'))).toEqual([props.brochureHref, expect.stringMatching(/^https:\/\/wa\.me\/.*text=Hallo/)]);
  });
});

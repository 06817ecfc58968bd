import { localeCodes } from '@/content/locales';
import { pluralForm } from '@/lib/i18n/message';
import { fromMessages, messageArguments, readMessage } from '@/lib/i18n/messages';
import { messageProblems } from '@/lib/content-check';

describe('ICU message files (lib/i18n/messages.ts)', () => {
  it('reads text and arguments as the template the page fills, a plural as its forms by category', () => {
    expect(readMessage('Save {title}', 'x')).toBe('Save {title}');
    const forms = readMessage('{n, plural, one {{n} месяц} few {{n} месяца} many {{n} месяцев} other {{n} месяца}}', 'x');
    expect(forms).toEqual({ one: '{n} месяц', few: '{n} месяца', many: '{n} месяцев', other: '{n} месяца' });
    const ru = new Intl.PluralRules('ru-RU');
    expect([1, 3, 5, 21].map((n) => pluralForm(forms as never, n, ru, String))).toEqual(['1 месяц', '3 месяца', '5 месяцев', '21 месяц']);
  });

  it('names the file and key of a message that is not ICU, lacks its other form, or picks an exact number', () => {
    expect(() => fromMessages({ count: { title: 'A {broken' } }, 'content/de/search.json')).toThrow(/^content\/de\/search\.json: count\.title: not an ICU message/);
    expect(() => readMessage('{n, plural, one {# home}}', 'content/en/search.json: count')).toThrow(/content\/en\/search\.json: count: not an ICU message \(MISSING_OTHER_CLAUSE\)/);
    expect(() => readMessage('{n, plural, =0 {none} other {{n}}}', 'where')).toThrow(/exact plural choice \(=0\)/);
    expect(() => fromMessages({ n: 3 }, 'f.json')).toThrow(/f\.json: n: 3 is not a message/);
  });

  it('lists the arguments a message uses, inside its branches too', () => {
    expect(messageArguments('{n, plural, one {{n} home in {town}} other {{n} homes}}')).toEqual(['n', 'town']);
    expect(messageArguments('Plain text')).toEqual([]);
  });

  it('every message file of every language parses, and has the English file’s arguments', () => {
    for (const locale of localeCodes) expect(messageProblems(locale)).toEqual([]);
  });
});

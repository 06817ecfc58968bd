// The words that are data (issue 42, first step): per language, JSON files of ICU messages in
// content/<lang>/<file>.json, which translators and the CMS edit. Read at build, on the server only.
import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PhotoKey } from '@/content/facts/photos';
import type { Locale } from '@/content/locales';
import type { BrochurePageCopy, CommonWords, ListingPageCopy, NotFoundCopy, SearchCopy, ShortlistCopy } from '@/content/types';
import { fromMessages } from '@/lib/i18n/messages';
import { MESSAGE_FILES, messageFile } from './message-files';

export { MESSAGE_FILES, messageFile };

export type MessageWords = {
  common: CommonWords;
  photoAlt: Record<PhotoKey, string>;
  notFound: NotFoundCopy;
  brochure: BrochurePageCopy;
  listing: ListingPageCopy;
  search: SearchCopy;
  shortlist: ShortlistCopy;
};

/** A language's message files, read and checked: a message that does not parse fails naming its file and key. */
export function messagesOf(locale: Locale, root = process.cwd()): MessageWords {
  return Object.fromEntries(
    Object.entries(MESSAGE_FILES).map(([part, name]) => {
      const file = messageFile(locale, name);
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(join(root, file), 'utf8'));
      } catch (error) {
        throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
      return [part, fromMessages(data, file)];
    }),
  ) as MessageWords;
}

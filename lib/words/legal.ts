import type { Figures } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { filledLater, type MessageArgs } from './part';

/**
 * The arguments of the legal notice's and the privacy policy's messages (content/<lang>/legal.json):
 * - `leadRetentionMonths`, `suppressHours`, `hostLogDays` (plural counts): how long a buyer's details, the closed
 *   chat box and the host's access records are kept;
 * - `closedAtKey`: the local-storage key the closed chat box is remembered under;
 * - `name`, `agency`, `address`, `email`, `euRepresentative`, `formService`, `host`, `photoHost` (the photo bucket's host name), `date`: filled in by the pages
 *   from the agency's facts, so each stands for itself here.
 */
export function legalArgs(f: Format, v: Figures): MessageArgs {
  void f;
  return {
    leadRetentionMonths: v.leadRetentionMonths,
    suppressHours: v.popupStorage.suppressHours,
    hostLogDays: v.hostLogDays,
    closedAtKey: v.popupStorage.closedAtKey,
    ...filledLater('name', 'agency', 'address', 'email', 'euRepresentative', 'formService', 'host', 'photoHost', 'date'),
  };
}

import { fillTemplate } from '@/lib/i18n/message';
import { SAVE_ATTRIBUTE } from '@/lib/shortlist';
import { Icon } from '@/components/ui/icon';

type Props = {
  id: string;
  title: string;
  /** "Save {title}": the button's name, in the page's language. */
  label: string;
  /** The listing page's button shows words beside the heart: before and after saving. */
  text?: { save: string; saved: string };
  className: string;
};

/**
 * A listing's save button: a real toggle (`aria-pressed`), named "Save <title>". It has no client
 * code of its own: the page's one ShortlistKeeper (components/shortlist/shortlist-keeper.tsx) hears
 * every tap on any of them and sets each one's pressed state from the browser's shortlist, so a grid
 * of cards costs no hydration. Hidden without JavaScript, where it could not keep anything.
 */
export function SaveButton({ id, title, label, text, className }: Props) {
  const name = fillTemplate(label, { title });
  return (
    <button type="button" {...{ [SAVE_ATTRIBUTE]: id }} aria-pressed="false" aria-label={name} title={name} className={`group script-only ${className}`}>
      <Icon name="heart" className="group-aria-pressed:hidden" />
      <Icon name="heartFull" className="hidden text-red-700 group-aria-pressed:block" />
      {text ? (
        <>
          <span className="group-aria-pressed:hidden">{text.save}</span>
          <span className="hidden group-aria-pressed:inline">{text.saved}</span>
        </>
      ) : null}
    </button>
  );
}

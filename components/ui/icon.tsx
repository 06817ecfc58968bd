import { ICON_SPRITE, type AnyIconName } from '@/lib/icons';

export type { AnyIconName };

const sizes = { '3.5': 'size-3.5', '4': 'size-4', '5': 'size-5', '6': 'size-6', '7': 'size-7' } as const;

/**
 * A decorative icon from the sprite (lib/icons.ts): the text beside it carries the meaning.
 * The size is a prop, not a class: `cn` only drops repeated names, so a caller's `size-4` beside a
 * default `size-5` would lose to whichever the stylesheet lists last. `className` is for colour,
 * margin and rotation. Client components use it too, so it joins its classes without clsx.
 */
export function Icon({ name, size = '5', className }: { name: AnyIconName; size?: keyof typeof sizes; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={`${sizes[size]} shrink-0${className ? ` ${className}` : ''}`}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}

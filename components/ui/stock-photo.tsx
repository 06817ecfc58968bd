import { getImageProps, type ImageProps } from 'next/image';
import { cn } from '@/lib/cn';
import { isOwnPhotoSrc } from '@/content/facts/site';

/**
 * next/image's srcset and lazy loading as a server-rendered <img>: no client code, nothing to hydrate.
 * The inline `style` next/image puts on fill photos (absolute, full size, transparent alt text) is
 * the `photo-fill` class instead, so the pages carry no style attribute and the CSP needs no
 * 'unsafe-inline' for styles.
 */
export function StockPhoto({ className, elementTiming, ...props }: ImageProps & { elementTiming?: string }) {
  const { props: img } = getImageProps(props);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped on purpose: the class does its work
  const { style, ...rest } = img;
  // `elementtiming` names the photo for Element Timing (scripts/finish-export/hero-first.mjs waits for its paint).
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included
  const image = <img {...rest} {...(elementTiming ? { elementtiming: elementTiming } : {})} className={cn(props.fill && 'photo-fill', className)} />;
  // The site's own photos come in AVIF too, half the bytes of WebP: a browser that reads it takes it.
  if (typeof props.src === 'string' && isOwnPhotoSrc(props.src) && rest.srcSet) {
    return (
      <picture className="contents">
        <source type="image/avif" srcSet={rest.srcSet.replaceAll('.webp ', '.avif ')} sizes={rest.sizes} />
        {image}
      </picture>
    );
  }
  return image;
}

import { getImageProps, type ImageProps } from 'next/image';

/**
 * A stock photo as a plain <img> rendered on the server: next/image's srcset, sizes and lazy
 * loading (through lib/image-loader.ts), without its client component, so photos add no
 * JavaScript and nothing to hydrate.
 */
export function StockPhoto(props: ImageProps) {
  const { props: img } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included
  return <img {...img} />;
}

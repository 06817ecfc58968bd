import { getImageProps, type ImageProps } from 'next/image';

/** next/image's srcset and lazy loading as a server-rendered <img>: no client code, nothing to hydrate. */
export function StockPhoto(props: ImageProps) {
  const { props: img } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included
  return <img {...img} />;
}

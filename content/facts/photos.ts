import registry from './photos.json';

/** Stock photos by key (content/facts/photos.json). Alt texts are words, per language. */
export type PhotoKey = keyof typeof registry.photos;

export const stockPhotoKeys = Object.keys(registry.photos) as [PhotoKey, ...PhotoKey[]];

/** The stock host, whose address the CSP allows only while a page still loads a photo from it. */
export const stockPhotoHost = registry.host;

/** A stock photo's address at the stock host; the image loader adds width, quality and format. */
export function stockPhotoUrl(key: PhotoKey): string {
  return `${registry.host}/${registry.photos[key]}`;
}

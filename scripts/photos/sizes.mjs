// The widths pages ask photos in: next.config.mjs gives them to next/image, and scripts/photos/build.mjs
// encodes each of the site's own photos in exactly these, so every srcset entry exists.
export const DEVICE_SIZES = [390, 640, 828, 1080, 1280, 1600, 1920];
export const IMAGE_SIZES = [96, 160, 256, 384];
export const PHOTO_WIDTHS = [...IMAGE_SIZES, ...DEVICE_SIZES];
/** The narrowest photo the build accepts: a card at twice its size on a phone, a gallery photo on a laptop. */
export const MIN_PHOTO_WIDTH = 1280;
/** The width of the JPEG of a listing's own photo that the portal feed offers (lib/feeds/kyero.ts), or the photo's own when narrower. */
export const PORTAL_WIDTH = 1920;
/** The narrowest floor plan the build accepts: a drawing read full size on a laptop. */
export const MIN_PLAN_WIDTH = 1000;

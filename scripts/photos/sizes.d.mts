export const DEVICE_SIZES: number[];
export const IMAGE_SIZES: number[];
export const PHOTO_WIDTHS: number[];
export const MIN_PHOTO_WIDTH: number;
export const PORTAL_WIDTH: number;
export const MIN_PLAN_WIDTH: number;

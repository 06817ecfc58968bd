/** Types of upload.mjs for the tests. */
export const COMPLETE_MARKER: string;
export type Bucket = { bucket: string; endpoint: string; accessKeyId: string; secretAccessKey: string; region: string };
export function bucketFromEnv(env?: Record<string, string | undefined>): Bucket;
export function uploadPhotos(options: { photosDir: string; bucket: Bucket; concurrency?: number; log?: (line: string) => void }): Promise<{ folders: number; files: number; bytes: number; present: number }>;
/** Where the CMS uploads staff's originals: the photo bucket, through its S3 API with staff's own key. */
export type CmsBucket = { bucket: string; endpoint: string; region: string; accessKeyId: string; publicUrl: string };
export function cmsBucketFromEnv(env?: Record<string, string | undefined>): { bucket: CmsBucket | null; missing: string[] };

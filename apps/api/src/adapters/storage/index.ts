import type { AppConfig } from '../../config';
import { createLocalStorage, type LocalStorage, localUploadsRoot } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { StorageAdapter } from './storage';

export interface Storage {
  adapter: StorageAdapter;
  /** Present with the local driver: the routes that serve its signed URLs need it. */
  local?: LocalStorage;
}

/** The storage the configuration names; the local driver's URL secret is derived from JWT_SECRET. */
export const createStorage = (config: AppConfig, secret: string): Storage => {
  if (config.storage.driver === 's3') {
    const s3 = config.storage.s3;
    if (!s3.bucket) throw new Error('S3_BUCKET is required when STORAGE_DRIVER=s3');
    return { adapter: createS3Storage({ ...s3, bucket: s3.bucket }) };
  }
  const local = createLocalStorage({ root: localUploadsRoot(config.dataDir), secret });
  return { adapter: local.adapter, local };
};

import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import {
  assertValidStorageKey,
  createLocalDiskStorage,
  type UploadStorage,
  uploadsDirectoryOf,
} from './uploads.storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible store's address (MinIO, Cloudflare R2, a local test server); unset for AWS. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`, as most non-AWS stores want. */
  forcePathStyle: boolean;
};

/**
 * Upload bytes as objects in one S3-compatible bucket, under the same keys (and the same key
 * check) as the local disk backend. A PutObject is atomic on S3: a reader sees the whole object or
 * none, as the disk backend's write-then-rename gives.
 */
export function createS3Storage(options: S3StorageOptions): UploadStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // SDK v3 since 3.729 adds CRC32 checksums (x-amz-sdk-checksum-algorithm, x-amz-checksum-*
    // headers) to every request that supports one, and validates them on responses. Several
    // S3-compatible stores answer those headers with 400 InvalidArgument (Backblaze B2 and Cloudflare
    // R2 did: boto/s3transfer#327, google/go-cloud#3766). s3rver, used by the test, accepts them (checked
    // with the SDK's defaults); sending them only where the S3 API requires them keeps every store
    // working, and TLS to the store already guards the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = options.bucket;

  return {
    async put(key, bytes, mediaType) {
      assertValidStorageKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: mediaType }),
      );
    },

    async get(key) {
      assertValidStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        // In Node the SDK's body is an http.IncomingMessage (a Readable), streamed, never buffered here.
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },

    async delete(key) {
      assertValidStorageKey(key);
      // S3's DeleteObject succeeds for a missing key, as the interface asks.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'UPLOADS_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/**
 * The upload storage the configuration asks for: an S3 bucket when S3_BUCKET is set (loadConfig
 * has checked the keys are there), files under UPLOADS_DIR otherwise. `description` is for the
 * start-up log and never holds the secret.
 */
export function uploadStorageFor(config: StorageConfig): { storage: UploadStorage; description: string } {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    const where = config.S3_ENDPOINT ? `at ${config.S3_ENDPOINT}` : `in AWS region ${config.S3_REGION}`;
    return {
      storage: createS3Storage({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      }),
      description: `S3 bucket ${config.S3_BUCKET} ${where}`,
    };
  }
  const directory = uploadsDirectoryOf(config);
  return { storage: createLocalDiskStorage(directory), description: `local disk, ${directory}` };
}

import type { S3Client } from '@aws-sdk/client-s3';
import { StartupError } from '../startup-error';
import type { S3Location } from './s3-location';
import type { StorageBucket, StorageKey, StoragePage, StoredFile, StoredFileInfo } from './storage-adapter';
import { CheckedStorage } from './storage-adapter';

type S3Sdk = typeof import('@aws-sdk/client-s3');

export interface S3StorageOptions {
  location: S3Location;
  /** Region when STORAGE_URL names none (the server passes AWS_REGION, else us-east-1). */
  defaultRegion: string;
}

/**
 * Files as objects of an S3-compatible store (AWS S3, MinIO, Ceph, Garage, …) through the AWS SDK:
 * key `<prefix>/<bucket>/<tenantKey>/<fileName>`, content type as the object's Content-Type.
 * A PUT replaces an object whole, so readers see the old or the new file, never a half.
 */
export class S3StorageAdapter extends CheckedStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucketName: string;
  private readonly prefix: string;

  /** Loads the AWS SDK on first use only: it takes most of a second, and most installs never need it. */
  static async open(options: S3StorageOptions): Promise<S3StorageAdapter> {
    return new S3StorageAdapter(options, await import('@aws-sdk/client-s3'));
  }

  private constructor(
    options: S3StorageOptions,
    private readonly sdk: S3Sdk,
  ) {
    super();
    const { location } = options;
    this.bucketName = location.bucket;
    this.prefix = location.prefix ? `${location.prefix}/` : '';
    this.client = new sdk.S3Client({
      region: location.region ?? options.defaultRegion,
      endpoint: location.endpoint,
      forcePathStyle: location.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible servers do not know the SDK's
      // newer default (CRC32 on every request); TLS and Content-MD5-free PUTs are enough here.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * Fails the start with one sentence when the bucket cannot be used (wrong name, endpoint,
   * region or credentials), instead of a stack trace at the first upload.
   */
  async assertReachable(): Promise<void> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucketName }));
    } catch (error) {
      const status =
        error instanceof this.sdk.S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      const reason =
        status === 404
          ? 'it does not exist'
          : status === 403 || status === 401
            ? 'access was denied (check AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY and the bucket policy)'
            : `${(error as Error).name}: ${(error as Error).message}`;
      throw new StartupError(`The S3 bucket "${this.bucketName}" of STORAGE_URL cannot be used: ${reason}.`);
    }
  }

  protected async write(key: StorageKey, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        ...this.object(key),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: contentType,
      }),
    );
  }

  protected async read(key: StorageKey): Promise<StoredFile | undefined> {
    try {
      const answer = await this.client.send(new this.sdk.GetObjectCommand(this.object(key)));
      if (!answer.Body) return undefined;
      const bytes = Buffer.from(await answer.Body.transformToByteArray());
      return { bytes, contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (this.isMissing(error)) return undefined;
      throw error;
    }
  }

  protected async has(key: StorageKey): Promise<boolean> {
    try {
      await this.client.send(new this.sdk.HeadObjectCommand(this.object(key)));
      return true;
    } catch (error) {
      if (this.isMissing(error)) return false;
      throw error;
    }
  }

  protected async delete(key: StorageKey): Promise<boolean> {
    // S3 answers a delete of a missing key with success as well: ask first to tell the two apart.
    const existed = await this.has(key);
    await this.client.send(new this.sdk.DeleteObjectCommand(this.object(key)));
    return existed;
  }

  protected async listFiles({ bucket, tenantKey, limit, offset }: StoragePage): Promise<StoredFileInfo[]> {
    const folder = `${this.prefix}${bucket}/${tenantKey}/`;
    const files: StoredFileInfo[] = [];
    let skipped = 0;
    let token: string | undefined;
    // S3 lists in UTF-8 byte order (= code-unit order for these ASCII keys) and has no offset:
    // page through until offset + limit names have passed.
    do {
      const page = await this.listPage(
        folder,
        token,
        Math.min(1000, offset + limit - skipped - files.length + 1),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(folder.length);
        if (!name || name.startsWith('.')) continue;
        if (skipped < offset) {
          skipped += 1;
          continue;
        }
        files.push({ name, size: object.Size ?? 0, updatedAt: object.LastModified ?? new Date(0) });
        if (files.length === limit) return files;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return files;
  }

  protected async listTenantKeys(bucket: StorageBucket): Promise<string[]> {
    const folder = `${this.prefix}${bucket}/`;
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.listPage(folder, token);
      for (const common of page.CommonPrefixes ?? []) {
        const key = common.Prefix?.slice(folder.length, -1);
        if (key) keys.push(key);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  override async close(): Promise<void> {
    this.client.destroy();
  }

  private isMissing(error: unknown): boolean {
    if (error instanceof this.sdk.S3ServiceException) {
      return (
        error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound'
      );
    }
    return false;
  }

  /** The bucket and key of a file's object. */
  private object({ bucket, tenantKey, fileName }: StorageKey) {
    return { Bucket: this.bucketName, Key: `${this.prefix}${bucket}/${tenantKey}/${fileName}` };
  }

  /** One page of a folder's listing: the objects directly in it and its subfolders. */
  private listPage(folder: string, token: string | undefined, maxKeys?: number) {
    return this.client.send(
      new this.sdk.ListObjectsV2Command({
        Bucket: this.bucketName,
        Prefix: folder,
        Delimiter: '/',
        ContinuationToken: token,
        ...(maxKeys === undefined ? {} : { MaxKeys: maxKeys }),
      }),
    );
  }
}

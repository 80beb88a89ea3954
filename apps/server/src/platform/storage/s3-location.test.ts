import { describe, expect, it } from 'vitest';
import { parseS3Location } from './s3-location';

describe('parseS3Location (STORAGE_URL=s3://…)', () => {
  it.each([
    [
      's3://buchbar-files',
      { bucket: 'buchbar-files', prefix: '', endpoint: undefined, region: undefined, forcePathStyle: false },
    ],
    [
      's3://buchbar-files/prod/eu?region=eu-central-1',
      {
        bucket: 'buchbar-files',
        prefix: 'prod/eu',
        endpoint: undefined,
        region: 'eu-central-1',
        forcePathStyle: false,
      },
    ],
    [
      's3://files/buchbar?endpoint=http://127.0.0.1:9000&region=us-east-1',
      {
        bucket: 'files',
        prefix: 'buchbar',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        forcePathStyle: true,
      },
    ],
    [
      's3://files?endpoint=https%3A%2F%2Fs3.example.com%2F&forcePathStyle=false',
      {
        bucket: 'files',
        prefix: '',
        endpoint: 'https://s3.example.com',
        region: undefined,
        forcePathStyle: false,
      },
    ],
    [
      's3://files/a/?forcePathStyle=true',
      { bucket: 'files', prefix: 'a', endpoint: undefined, region: undefined, forcePathStyle: true },
    ],
  ])('reads %s', (text, expected) => {
    expect(parseS3Location(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['not a url', 'is not a URL'],
    ['https://bucket/x', 'must start with s3://'],
    ['s3://KEY:SECRET@bucket/x', 'must not contain credentials'],
    ['s3://Bad_Bucket', 'not a valid S3 bucket name'],
    ['s3://ab', 'not a valid S3 bucket name'],
    ['s3://bucket/../x', 'the prefix'],
    ['s3://bucket/a%20b', 'the prefix'],
    ['s3://bucket?endpoint=ftp://x', 'endpoint must be'],
    ['s3://bucket?endpoint=http://x/path', 'endpoint must be'],
    ['s3://bucket?region=EU%20West', 'region'],
    ['s3://bucket?forcePathStyle=yes', 'forcePathStyle'],
    ['s3://bucket?accessKeyId=x', 'unknown option "accessKeyId"'],
  ])('refuses %s', (text, message) => {
    const parsed = parseS3Location(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });
});

/**
 * Where the S3 backend keeps files, parsed from STORAGE_URL:
 *
 *   s3://<bucket>[/<prefix>][?endpoint=<http(s) URL>&region=<region>&forcePathStyle=true|false]
 *
 * e.g. `s3://buchbar-files/prod?endpoint=http://127.0.0.1:9000&region=eu-central-1`. Without an
 * endpoint the AWS default endpoint of the region is used; with one (MinIO, Ceph, Garage, …) the
 * path style `<endpoint>/<bucket>/<key>` is the default. Credentials never go into the URL: the
 * SDK reads them from the standard AWS variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_SESSION_TOKEN, AWS_PROFILE, instance roles, …).
 */
export interface S3Location {
  bucket: string;
  /** Key prefix without a trailing slash ("" = the bucket's root). */
  prefix: string;
  endpoint: string | undefined;
  region: string | undefined;
  forcePathStyle: boolean;
}

// S3's bucket rules (3–63 lower-case letters, digits, dots, hyphens; starts and ends alphanumeric).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
const REGION = /^[a-z0-9-]{2,32}$/;
const OPTIONS = new Set(['endpoint', 'region', 'forcePathStyle']);

export type S3LocationResult = { ok: true; value: S3Location } | { ok: false; error: string };

export function parseS3Location(text: string): S3LocationResult {
  const fail = (error: string): S3LocationResult => ({ ok: false, error });
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail('is not a URL (expected s3://bucket/prefix?endpoint=…&region=…)');
  }
  if (url.protocol !== 's3:') return fail('must start with s3://');
  if (url.username || url.password) {
    return fail('must not contain credentials; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead');
  }
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) return fail(`bucket "${bucket}" is not a valid S3 bucket name`);
  // URL() resolves "/a/../b" to "/b": look at the prefix as written, not as normalised.
  const written = text.slice('s3://'.length).split(/[?#]/)[0] ?? '';
  const segments = url.pathname.split('/').filter((s) => s !== '');
  if (/(^|\/)\.\.?(\/|$)/.test(written) || segments.some((s) => !PREFIX_SEGMENT.test(s))) {
    return fail('the prefix may only contain letters, digits, ".", "_" and "-" between slashes');
  }
  for (const name of url.searchParams.keys()) {
    if (!OPTIONS.has(name)) return fail(`unknown option "${name}" (known: endpoint, region, forcePathStyle)`);
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/?#\s]+\/?$/.test(endpoint)) {
    return fail('endpoint must be an http:// or https:// origin, e.g. http://127.0.0.1:9000');
  }
  const region = url.searchParams.get('region') ?? undefined;
  if (region !== undefined && !REGION.test(region)) return fail(`region "${region}" is not a region name`);
  const style = url.searchParams.get('forcePathStyle');
  if (style !== null && style !== 'true' && style !== 'false') {
    return fail('forcePathStyle must be true or false');
  }
  return {
    ok: true,
    value: {
      bucket,
      prefix: segments.join('/'),
      endpoint: endpoint?.replace(/\/$/, ''),
      region,
      forcePathStyle: style === null ? endpoint !== undefined : style === 'true',
    },
  };
}

/**
 * The stored file name of a plan image. The API answers only `imageUrl`
 * (`/api/v1/files/floor-plans/<tenantKey>/<fileName>`) but a PUT needs `imageFile`; sending null
 * would remove the image, so the name is read back from the URL's last segment.
 */
export function imageFileOf(imageUrl: string | null | undefined): string | null {
  if (!imageUrl) return null;
  const last = imageUrl.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const name = decodeURIComponent(last);
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(name) ? name : null;
}

/**
 * Spec 7: a tenant lookup returns a short name used to build the legacy app URL; one short
 * name ("pial" in the old product) maps to a fixed special URL. We generalise that special
 * case to a per-tenant override and build every other URL from a configured pattern.
 */
export type LegacyMapping = { shortName: string; legacyUrl: string | null };

export function legacyAppUrl(mapping: LegacyMapping | null, pattern: string | undefined): string | null {
  if (!mapping) return null;
  if (mapping.legacyUrl) return mapping.legacyUrl;
  if (!pattern?.includes('{shortName}')) return null;
  return pattern.replaceAll('{shortName}', encodeURIComponent(mapping.shortName));
}

/** A path-safe tenant key from its name: "Müller & Söhne GmbH" -> "mueller-soehne-gmbh". */
export function slugifyTenantKey(name: string): string {
  const replaced = name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = replaced
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/g, '');
  return slug.length >= 2 ? slug : `tenant-${slug || 'x'}`;
}

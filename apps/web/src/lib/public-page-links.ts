// The /public addresses of ADR 0016: the admin's floor-plan dialog shows what to publish or embed.

/** The address of a plan on /public, for the admin to publish or embed. */
export function publicPlanUrl(origin: string, tenantKey: string, floorPlanId?: string): string {
  const url = `${origin}/public/${encodeURIComponent(tenantKey)}`;
  return floorPlanId ? `${url}?plan=${encodeURIComponent(floorPlanId)}` : url;
}

/** An iframe for the tenant's website (ADR 0016: /public allows any site to frame it). */
export function embedSnippet(url: string, title: string): string {
  const safe = title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<iframe src="${url}" title="${safe}" width="100%" height="640" style="border:0" loading="lazy"></iframe>`;
}

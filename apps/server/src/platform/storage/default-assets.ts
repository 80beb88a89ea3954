import { readingRoomFloorPlan, workFloorPlan } from './default-floor-plans';
import { buchbarLogo } from './default-logo';
import { createPrivacyNoticePdf } from './default-privacy-pdf';
import { electricCarPicture, estateCarPicture, smallCarPicture, vanPicture } from './default-vehicles';
import { STORAGE_BUCKETS, type StorageAdapter, type StorageBucket } from './storage-adapter';

export interface DefaultAsset {
  bucket: StorageBucket;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface SeededAsset {
  bucket: StorageBucket;
  fileName: string;
}

const SVG = 'image/svg+xml';

function svgAsset(bucket: StorageBucket, fileName: string, svg: string): DefaultAsset {
  return { bucket, fileName, contentType: SVG, bytes: Buffer.from(svg, 'utf8') };
}

/** Everything a new tenant starts with (spec section 7: floor plans, vehicles, logo, privacy PDF). */
export async function createDefaultAssets(): Promise<DefaultAsset[]> {
  return [
    svgAsset('floor-plans', 'reading-room.svg', readingRoomFloorPlan()),
    svgAsset('floor-plans', 'work-floor.svg', workFloorPlan()),
    svgAsset('vehicles', 'small-car.svg', smallCarPicture()),
    svgAsset('vehicles', 'estate-car.svg', estateCarPicture()),
    svgAsset('vehicles', 'van.svg', vanPicture()),
    svgAsset('vehicles', 'electric-car.svg', electricCarPicture()),
    svgAsset('logos', 'buchbar-logo.svg', buchbarLogo()),
    {
      bucket: 'privacy',
      fileName: 'privacy-notice.pdf',
      contentType: 'application/pdf',
      bytes: await createPrivacyNoticePdf(),
    },
  ];
}

/**
 * Fills each of the tenant's buckets that is still empty with the defaults and returns what it
 * wrote. A bucket holding any file (a default or the tenant's own) is left alone, so calling this
 * on every start is safe; two instances racing on a new tenant write identical bytes atomically.
 */
export async function seedDefaultAssets(storage: StorageAdapter, tenantKey: string): Promise<SeededAsset[]> {
  const assets = await createDefaultAssets();
  const written: SeededAsset[] = [];
  for (const bucket of STORAGE_BUCKETS) {
    const existing = await storage.list(bucket, tenantKey, { limit: 1 });
    if (existing.length > 0) continue;
    for (const asset of assets.filter((a) => a.bucket === bucket)) {
      await storage.put(bucket, tenantKey, asset.fileName, asset.bytes, asset.contentType);
      written.push({ bucket, fileName: asset.fileName });
    }
  }
  return written;
}

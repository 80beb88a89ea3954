import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * QR codes as data URLs, keyed like the input (seat id -> target URL); rendered in the browser.
 * Error correction L: a wall display is not scratched or folded, and fewer modules make each one
 * larger when a screen holds many codes.
 */
export function useQrCodes(targets: Record<string, string>): Record<string, string> {
  const [codes, setCodes] = useState<Record<string, string>>({});
  const signature = JSON.stringify(targets);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the targets
  useEffect(() => {
    let cancelled = false;
    const entries = Object.entries(targets);
    void Promise.all(
      entries.map(
        async ([key, url]) =>
          [key, await QRCode.toDataURL(url, { margin: 1, width: 192, errorCorrectionLevel: 'L' })] as const,
      ),
    ).then((pairs) => {
      if (!cancelled) setCodes(Object.fromEntries(pairs));
    });
    return () => {
      cancelled = true;
    };
  }, [signature]);
  return codes;
}

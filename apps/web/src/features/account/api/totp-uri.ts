/** The base32 secret inside an otpauth:// URI, shown for manual entry in the authenticator app. */
export function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

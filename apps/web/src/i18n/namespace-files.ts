/** `./de/admin-settings.json` -> de / adminSettings (file names are kebab-case, namespaces camelCase). */
export function namespaceOfFile(file: string): { language: string; namespace: string } | null {
  const match = /(?:^|\/)([a-z]{2})\/([a-z0-9-]+)\.json$/.exec(file);
  if (!match?.[1] || !match[2]) return null;
  return {
    language: match[1],
    namespace: match[2].replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()),
  };
}

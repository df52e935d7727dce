/** Every http(s) URL in a plain-text part, in order, without duplicates (for tests and the dev mailbox). */
export function extractLinks(entry: { text: string }): string[] {
  const found = entry.text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  return [...new Set(found.map((u) => u.replace(/[.,;:!?]+$/, '')))];
}

const PREFIX = /^\(\d+\+?\)\s/;

/** `"(3) Messages · Site"` for n = 3; the title unchanged at 0; an old prefix is replaced (spec §2). */
export function prefixTitle(title: string, count: number): string {
  const bare = title.replace(PREFIX, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}

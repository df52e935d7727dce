/** Whole years between a `YYYY-MM-DD` birth date and `now` (UTC calendar). */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < m || (month === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/**
 * A `YYYY-MM-DD` birth date of someone who is exactly `age` on `now`: the latest such date minus
 * `daysBack` days (0–364), so every value keeps the age.
 */
export function birthDateForAge(age: number, now: Date, daysBack: number): string {
  const year = now.getUTCFullYear() - age;
  const month = now.getUTCMonth();
  // Clamp 29 February to 28 February in a non-leap birth year.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const latest = Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay));
  const back = Math.max(0, Math.min(364, Math.floor(daysBack)));
  return new Date(latest - back * 86_400_000).toISOString().slice(0, 10);
}

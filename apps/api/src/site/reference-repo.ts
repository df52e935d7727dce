import { asc, eq } from 'drizzle-orm';
import type { TCountryRegions, TInterest, TLocale, TSiteCountry } from '@dating/core/contracts';
import type { Db } from '@dating/db';
import { countries, interests, regions } from '@dating/db/schema';

/** Served countries in display order (spec §9): languages, region term key and currency. */
export async function listCountries(db: Db): Promise<TSiteCountry[]> {
  const rows = await db
    .select()
    .from(countries)
    .where(eq(countries.active, true))
    .orderBy(asc(countries.sort), asc(countries.code));
  return rows.map((c) => ({
    code: c.code,
    name: c.name,
    languages: c.languages as TLocale[],
    region_term: c.regionTerm,
    currency: c.currency,
  }));
}

export async function listInterests(db: Db): Promise<TInterest[]> {
  const rows = await db.select().from(interests).orderBy(asc(interests.sort), asc(interests.key));
  return rows.map((r) => ({ key: r.key, category: r.category }));
}

/** Every served country with its region term and regions, sorted by name in the country's first language. */
export async function listRegions(db: Db): Promise<TCountryRegions[]> {
  const [countryRows, regionRows] = await Promise.all([
    db
      .select()
      .from(countries)
      .where(eq(countries.active, true))
      .orderBy(asc(countries.sort), asc(countries.code)),
    db.select().from(regions),
  ]);
  const byCountry = new Map<string, { id: string; name: string }[]>();
  for (const r of regionRows) {
    const list = byCountry.get(r.countryCode) ?? [];
    list.push({ id: r.id, name: r.name });
    byCountry.set(r.countryCode, list);
  }
  return countryRows.map((c) => {
    const collator = new Intl.Collator(c.languages[0] ?? 'en');
    const list = (byCountry.get(c.code) ?? []).sort((a, b) => collator.compare(a.name, b.name));
    return { country: c.code, term: c.regionTerm, regions: list };
  });
}

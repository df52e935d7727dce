import { Faker, base, en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { LOCALES, type TLocale } from '@dating/core/contracts';
import { BIO_TABLES } from './bio-tables';
import { makeBio } from './bios';
import { DEMO_ACCOUNT_PROFILES } from './demo-accounts';
import { loadSeedCountries } from './geo';
import { DEFAULT_FAKER_SEED, buildMembers } from './members';

/**
 * Words that give a text away as written in one language (articles, pronouns, prepositions, common verbs),
 * chosen to be rare in the other six. A bio must score highest in its member's language.
 */
const MARKERS: Record<TLocale, string[]> = {
  en: [
    'the',
    'and',
    'my',
    'with',
    'of',
    'for',
    'you',
    'to',
    'who',
    'is',
    'i’m',
    'i’d',
    'so',
    'what',
    'but',
    'at',
    'every',
    'than',
    'someone',
  ],
  de: [
    'ich',
    'und',
    'der',
    'die',
    'das',
    'mit',
    'mein',
    'meine',
    'nicht',
    'ist',
    'zu',
    'mir',
    'du',
    'dir',
    'ein',
    'einen',
    'auf',
    'für',
    'wenn',
    'bin',
    'noch',
    'immer',
    'jemanden',
    'gern',
  ],
  nl: [
    'ik',
    'en',
    'het',
    'een',
    'mijn',
    'niet',
    'van',
    'naar',
    'voor',
    'je',
    'dat',
    'als',
    'ben',
    'nog',
    'graag',
    'iemand',
    'wel',
    'eerst',
    'ook',
    'zo',
  ],
  fr: [
    'je',
    'et',
    'le',
    'les',
    'une',
    'avec',
    'mon',
    'ma',
    'mes',
    'pas',
    'des',
    'du',
    'pour',
    'qui',
    'j’',
    'j’ai',
    'd’',
    'suis',
    'est',
    'tu',
    'quelqu’un',
    'ce',
    'au',
    'plus',
  ],
  es: [
    'y',
    'el',
    'los',
    'las',
    'una',
    'con',
    'mi',
    'mis',
    'que',
    'por',
    'para',
    'en',
    'me',
    'es',
    'estoy',
    'alguien',
    'del',
    'lo',
    'muy',
    'soy',
    'todos',
    'tiene',
    'sin',
    'pero',
    'cuando',
    'siempre',
    'hay',
    'casi',
    'poco',

    'nada',
  ],
  it: [
    'il',
    'i',
    'gli',
    'con',
    'mio',
    'mia',
    'non',
    'di',
    'che',
    'per',
    'mi',
    'sono',
    'è',
    'ho',
    'qualcuno',
    'della',
    'dei',
    'nel',
    'ogni',
    'un’',
    'ancora',
    'ti',
    'e',
  ],
  pl: [
    'w',
    'z',
    'na',
    'się',
    'nie',
    'jestem',
    'mnie',
    'do',
    'że',
    'co',
    'jak',
    'ale',
    'już',
    'mój',
    'moja',
    'kogoś',
    'mam',
    'po',
    'dla',
    'czy',
    'od',
    'i',
  ],
};

/** The language whose marker words a text uses most. */
function detectLanguage(text: string): TLocale {
  const words = text.toLowerCase().match(/[\p{L}’]+/gu) ?? [];
  let best: TLocale = 'en';
  let bestScore = -1;
  for (const lang of LOCALES) {
    const markers = new Set(MARKERS[lang]);
    // Elided forms (j’adore, l’ultimo, d’en-cas) count by their first part too.
    const score = words.filter((w) => markers.has(w) || markers.has(`${w.split('’')[0]}’`)).length;
    if (score > bestScore) [best, bestScore] = [lang, score];
  }
  return best;
}

/** Anything that gives the member away as made up or talks about the site instead of the person. */
const GIVEAWAY =
  /(?<![\p{L}])(d[eé]mo\p{L}*|fiction\p{L}*|fictiv\p{L}*|fictic\p{L}*|fittiz\p{L}*|fikcyj\p{L}*|fiktiv\p{L}*|fake|placeholder|lorem|premium|amora|account|profile?|konto|mon compte|cuenta|website|app|this site|dieser seite|deze site|ce site|este sitio|questo sito|tej stronie)(?![\p{L}])/iu;

const members = buildMembers({
  count: 3000,
  countries: loadSeedCountries(),
  fakerSeed: DEFAULT_FAKER_SEED,
  now: new Date('2026-06-01T12:00:00Z'),
});

describe('demo bios', () => {
  it('tells the language detector its own language for every table sentence group', () => {
    // The detector itself: the whole table of a language reads as that language.
    for (const lang of LOCALES) {
      const t = BIO_TABLES[lang];
      const all = [
        ...Object.values(t.about).flat(),
        ...t.city,
        ...t.hobbies.map((h) => h.text),
        ...t.seeking,
        ...t.again,
        ...t.closers,
      ].join(' ');
      expect(detectLanguage(all), lang).toBe(lang);
    }
  });

  it('writes every seeded member’s bio in the member’s own language', () => {
    const langs = new Set(members.map((m) => m.language));
    expect(langs).toEqual(new Set(LOCALES));
    const wrong = members
      .filter((m) => detectLanguage(m.profile.bio) !== m.language)
      .map((m) => `${m.language}: ${m.profile.bio}`);
    expect(wrong).toEqual([]);
  });

  it('never mentions the demo, the site or being made up, and leaves no template marks', () => {
    const bios = [
      ...members.map((m) => m.profile.bio),
      DEMO_ACCOUNT_PROFILES.demo.bio,
      DEMO_ACCOUNT_PROFILES.premium.bio,
    ];
    for (const bio of bios) {
      expect(bio).not.toMatch(GIVEAWAY);
      expect(bio).not.toMatch(/[{}[\]|]/);
      expect(bio.trim().length).toBeGreaterThan(40);
    }
    // The demo logins write like members too, in English (their language).
    expect(detectLanguage(DEMO_ACCOUNT_PROFILES.demo.bio)).toBe('en');
    expect(detectLanguage(DEMO_ACCOUNT_PROFILES.premium.bio)).toBe('en');
  });

  it('catches a bio that talks about the demo or is in the wrong language', () => {
    // The two checks above would fail on the bios this change replaced.
    expect('Premium demo account: every photo of every member is unlocked for me.').toMatch(GIVEAWAY);
    expect(detectLanguage('Ik woon in Utrecht en fiets graag.')).toBe('nl');
    expect(detectLanguage('Mieszkam w Krakowie i lubię góry.')).not.toBe('en');
    expect(detectLanguage('I love a quiet evening with my dog and a good book.')).toBe('en');
  });

  it('varies: many different bios, tone by age, the city sometimes, hobbies that are also interests', () => {
    const bios = new Set(members.map((m) => m.profile.bio));
    expect(bios.size).toBeGreaterThan(members.length * 0.95);
    for (const lang of LOCALES) {
      const own = members.filter((m) => m.language === lang);
      const young = new Set(BIO_TABLES[lang].about.young);
      const mature = new Set(BIO_TABLES[lang].about.mature);
      for (const m of own) {
        const age = new Date('2026-06-01').getUTCFullYear() - Number(m.profile.dateOfBirth.slice(0, 4));
        const starts = (set: Set<string>) =>
          [...set].some((s) =>
            m.profile.bio.startsWith(s.replace(/\[([^|\]]*)\|[^\]]*\]/g, '$1').slice(0, 12)),
          );
        if (age <= 28) expect(starts(mature), m.profile.bio).toBe(false);
        if (age >= 46) expect(starts(young), m.profile.bio).toBe(false);
      }
    }
    expect(members.some((m) => m.profile.city && m.profile.bio.includes(m.profile.city))).toBe(true);
    for (const m of members) {
      for (const h of BIO_TABLES[m.language].hobbies) {
        const text = h.text.replace(/\[([^|\]]*)\|([^\]]*)\]/g, m.gender === 'female' ? '$2' : '$1');
        const said = m.profile.bio.replaceAll('ss', 'ß').includes(text) || m.profile.bio.includes(text);
        if (said) expect(m.interests, text).toContain(h.tag);
      }
      expect(new Set(m.interests).size).toBe(m.interests.length);
      expect(m.interests.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('agrees with the writer’s gender', () => {
    const f = new Faker({ locale: [en, base], seed: 7 });
    for (let i = 0; i < 300; i++) {
      const input = { age: 20 + (i % 50), city: null, relationship: 'single' } as const;
      const fr = makeBio(f, { ...input, language: 'fr', gender: 'female' }).bio;
      expect(fr).not.toMatch(/(?<![\p{L}])(Spontané|curieux|heureux|Infirmier|prêt|le dernier)(?![\p{L}])/u);
      const pl = makeBio(f, { ...input, language: 'pl', gender: 'male' }).bio;
      expect(pl).not.toMatch(/(łam|ostatnia|szczęśliwa|gotowa|Chciałabym|Pielęgniarka)(?![\p{L}])/u);
    }
  });

  it('uses the Polish locative for the city, and Swiss German without ß', () => {
    const f = new Faker({ locale: [en, base], seed: 11 });
    const withCity = Array.from(
      { length: 80 },
      () =>
        makeBio(f, { language: 'pl', gender: 'female', age: 30, city: 'Kraków', relationship: 'single' }).bio,
    ).filter((b) => b.includes('Krak'));
    expect(withCity.length).toBeGreaterThan(0);
    for (const b of withCity) expect(b).toContain('w Krakowie');
    const swiss = Array.from(
      { length: 80 },
      () =>
        makeBio(f, {
          language: 'de',
          gender: 'male',
          age: 50,
          city: 'Zürich',
          relationship: 'single',
          country: 'CH',
        }).bio,
    );
    for (const b of swiss) expect(b).not.toContain('ß');
  });

  it('is deterministic for the faker seed', () => {
    const again = buildMembers({
      count: 50,
      countries: loadSeedCountries(),
      fakerSeed: DEFAULT_FAKER_SEED,
      now: new Date('2026-06-01T12:00:00Z'),
    });
    expect(again.map((m) => m.profile.bio)).toEqual(members.slice(0, 50).map((m) => m.profile.bio));
    expect(again.map((m) => m.interests)).toEqual(members.slice(0, 50).map((m) => m.interests));
  });
});

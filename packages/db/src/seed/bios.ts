import type { Faker } from '@faker-js/faker';
import type { TLocale } from '@dating/core/contracts';

interface BioParts {
  openers: string[];
  middles: string[];
  closers: string[];
}

/**
 * Sentence parts for short demo bios in each member language. `{city}` is replaced by the member's city;
 * `[masculine|feminine]` picks the form that agrees with the member's gender.
 */
const BIOS: Record<TLocale, BioParts> = {
  en: {
    openers: [
      'Easy-going, curious and always up for a good conversation.',
      'Coffee first, adventures later.',
      'Part-time optimist, full-time foodie.',
      'I laugh easily and I like people who do too.',
      'New in town and happy to meet new people.',
      'Honest, warm and a little bit spontaneous.',
    ],
    middles: [
      'Living in {city} and loving the weekends by the water.',
      'I spend my free time hiking, cooking and reading on the sofa.',
      'Looking for someone to share good food and bad jokes with.',
      'Concerts, city trips and long walks make me happy.',
      'I love a quiet evening with a glass of wine just as much as a night out.',
      'Still looking for the best pizza in {city}.',
    ],
    closers: [
      'Say hi!',
      'Message me if you want to know more.',
      'Surprise me with your best opening line.',
      'Let’s see where it goes.',
    ],
  },
  nl: {
    openers: [
      'Spontaan, nieuwsgierig en altijd in voor een goed gesprek.',
      'Eerst koffie, dan avontuur.',
      'Ik lach makkelijk en hou van mensen die dat ook doen.',
      'Eerlijk, warm en een tikje eigenwijs.',
      'Gezellig type met een zwak voor lekker eten.',
      'Nieuw in de stad en benieuwd wie ik hier tegenkom.',
    ],
    middles: [
      'Ik woon in {city} en geniet van weekenden aan het water.',
      'In mijn vrije tijd wandel ik, kook ik graag en lees ik op de bank.',
      'Op zoek naar iemand om lekker eten en flauwe grappen mee te delen.',
      'Concerten, stedentrips en lange wandelingen maken me blij.',
      'Een rustige avond met een glas wijn vind ik net zo fijn als een avond uit.',
      'Nog steeds op zoek naar de beste pizza van {city}.',
    ],
    closers: [
      'Zeg gerust hoi!',
      'Stuur me een bericht als je meer wilt weten.',
      'Verras me met je beste openingszin.',
      'We zien wel waar het schip strandt.',
    ],
  },
  de: {
    openers: [
      'Unkompliziert, neugierig und immer für ein gutes Gespräch zu haben.',
      'Erst Kaffee, dann Abenteuer.',
      'Ich lache gern und mag Menschen, die das auch tun.',
      'Ehrlich, herzlich und ein bisschen spontan.',
      '[Genießer|Genießerin] mit einer Schwäche für gutes Essen.',
      'Neu in der Stadt und gespannt, wen ich hier kennenlerne.',
    ],
    middles: [
      'Ich wohne in {city} und liebe Wochenenden am Wasser.',
      'In meiner Freizeit wandere ich, koche gern und lese auf dem Sofa.',
      'Suche jemanden, mit dem ich gutes Essen und schlechte Witze teilen kann.',
      'Konzerte, Städtereisen und lange Spaziergänge machen mich glücklich.',
      'Ein ruhiger Abend mit einem Glas Wein ist mir genauso lieb wie eine Nacht in der Stadt.',
      'Immer noch auf der Suche nach der besten Pizza in {city}.',
    ],
    closers: [
      'Schreib mir einfach!',
      'Melde dich, wenn du mehr wissen willst.',
      'Überrasch mich mit deinem besten ersten Satz.',
      'Mal sehen, wohin es führt.',
    ],
  },
  fr: {
    openers: [
      'Simple, [curieux|curieuse] et toujours [partant|partante] pour une bonne conversation.',
      'D’abord un café, ensuite l’aventure.',
      'Je ris facilement et j’aime les gens qui rient aussi.',
      'Honnête, [chaleureux|chaleureuse] et un peu [spontané|spontanée].',
      '[Gourmand assumé, amateur|Gourmande assumée, amatrice] de bonnes tables.',
      '[Nouveau|Nouvelle] en ville et [curieux|curieuse] de faire des rencontres.',
    ],
    middles: [
      'J’habite à {city} et j’adore les week-ends au bord de l’eau.',
      'Pendant mon temps libre, je randonne, je cuisine et je lis sur le canapé.',
      'Je cherche quelqu’un pour partager de bons repas et de mauvaises blagues.',
      'Les concerts, les city trips et les longues balades me rendent [heureux|heureuse].',
      'J’aime autant une soirée tranquille avec un verre de vin qu’une sortie en ville.',
      'Toujours à la recherche de la meilleure pizza de {city}.',
    ],
    closers: [
      'Écris-moi !',
      'Envoie-moi un message si tu veux en savoir plus.',
      'Surprends-moi avec ta meilleure phrase d’accroche.',
      'On verra bien où ça nous mène.',
    ],
  },
  it: {
    openers: [
      'Solare, [curioso|curiosa] e sempre [pronto|pronta] per una bella chiacchierata.',
      'Prima il caffè, poi l’avventura.',
      'Rido facilmente e mi piacciono le persone che ridono.',
      '[Sincero, affettuoso|Sincera, affettuosa] e un po’ [spontaneo|spontanea].',
      '[Buongustaio|Buongustaia] con un debole per la buona cucina.',
      '[Nuovo|Nuova] in città e [curioso|curiosa] di conoscere gente.',
    ],
    middles: [
      'Vivo a {city} e adoro i fine settimana al mare.',
      'Nel tempo libero faccio escursioni, cucino e leggo sul divano.',
      'Cerco qualcuno con cui condividere buon cibo e battute pessime.',
      'Concerti, viaggi in città e lunghe passeggiate mi rendono felice.',
      'Mi piace una serata tranquilla con un bicchiere di vino quanto una serata fuori.',
      'Ancora alla ricerca della pizza migliore di {city}.',
    ],
    closers: [
      'Scrivimi!',
      'Mandami un messaggio se vuoi saperne di più.',
      'Sorprendimi con la tua frase migliore.',
      'Vediamo dove ci porta.',
    ],
  },
  es: {
    openers: [
      '[Tranquilo, curioso|Tranquila, curiosa] y siempre [listo|lista] para una buena conversación.',
      'Primero café, después aventuras.',
      'Me río con facilidad y me gusta la gente que también lo hace.',
      '[Sincero, cariñoso|Sincera, cariñosa] y un poco [espontáneo|espontánea].',
      'Amante de la buena comida y de las sobremesas largas.',
      '[Nuevo|Nueva] en la ciudad y con ganas de conocer gente.',
    ],
    middles: [
      'Vivo en {city} y me encantan los fines de semana junto al mar.',
      'En mi tiempo libre hago senderismo, cocino y leo en el sofá.',
      'Busco a alguien con quien compartir buena comida y chistes malos.',
      'Los conciertos, las escapadas y los paseos largos me hacen feliz.',
      'Me gusta tanto una noche tranquila con una copa de vino como salir por ahí.',
      'Sigo buscando la mejor pizza de {city}.',
    ],
    closers: [
      '¡Escríbeme!',
      'Mándame un mensaje si quieres saber más.',
      'Sorpréndeme con tu mejor frase.',
      'A ver adónde nos lleva.',
    ],
  },
  pl: {
    openers: [
      'Wyluzowana osoba, ciekawa świata i zawsze chętna na dobrą rozmowę.',
      'Najpierw kawa, potem przygoda.',
      'Łatwo się śmieję i lubię ludzi, którzy też to potrafią.',
      'Szczerość, ciepło i odrobina spontaniczności.',
      '[Smakosz|Smakoszka] ze słabością do dobrej kuchni.',
      'Nowa osoba w mieście, chętnie kogoś poznam.',
    ],
    middles: [
      'Mieszkam w mieście {city} i uwielbiam weekendy nad wodą.',
      'W wolnym czasie chodzę po górach, gotuję i czytam na kanapie.',
      'Szukam kogoś, z kim podzielę się dobrym jedzeniem i słabymi żartami.',
      'Koncerty, wypady do miast i długie spacery sprawiają mi radość.',
      'Lubię spokojny wieczór z lampką wina tak samo jak wyjście na miasto.',
      'Wciąż szukam najlepszej pizzy w mieście {city}.',
    ],
    closers: [
      'Napisz do mnie!',
      'Wyślij wiadomość, jeśli chcesz wiedzieć więcej.',
      'Zaskocz mnie najlepszym pierwszym zdaniem.',
      'Zobaczmy, dokąd to nas zaprowadzi.',
    ],
  },
};

/** A short bio of two or three sentences in the member's language. */
export function makeBio(f: Faker, language: TLocale, gender: 'male' | 'female', city: string | null): string {
  const parts = BIOS[language];
  const middles = city ? parts.middles : parts.middles.filter((m) => !m.includes('{city}'));
  const sentences = [f.helpers.arrayElement(parts.openers), f.helpers.arrayElement(middles)];
  if (f.datatype.boolean()) sentences.push(f.helpers.arrayElement(parts.closers));
  return sentences
    .join(' ')
    .replaceAll('{city}', city ?? '')
    .replace(/\[([^|\]]*)\|([^\]]*)\]/g, (_m, masculine: string, feminine: string) =>
      gender === 'female' ? feminine : masculine,
    );
}

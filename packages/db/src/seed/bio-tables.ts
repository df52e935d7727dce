import type { INTERESTS, TLocale } from '@dating/core/contracts';

/** The interests a hobby sentence talks about (a member who writes it has that interest). */
export type BioHobby = Extract<
  (typeof INTERESTS)[number],
  | 'hiking'
  | 'cooking'
  | 'music'
  | 'reading'
  | 'travelling'
  | 'photography'
  | 'dancing'
  | 'biking'
  | 'animals'
  | 'gardening'
  | 'movies'
  | 'gym'
  | 'beach'
  | 'wine'
>;

export interface BioTable {
  /** Who I am, in the tone of an age group (18–29, 30–44, 45+). */
  about: Record<'young' | 'mid' | 'mature', string[]>;
  /** `{city}` is the member's city (in `cityLocative`'s form when the language has one). */
  city: string[];
  /** Polish: the locative of each seeded city ("w Krakowie"); a city not listed gets no city sentence. */
  cityLocative?: Record<string, string>;
  hobbies: { tag: BioHobby; text: string }[];
  /** What I am looking for. */
  seeking: string[];
  /** … said by a divorced or widowed member. */
  again: string[];
  closers: string[];
}

/**
 * What demo members write about themselves, per language, written as members of that language would write it
 * (not translated word for word). `[masculine|feminine]` agrees with the writer's gender.
 */
export const BIO_TABLES: Record<TLocale, BioTable> = {
  en: {
    about: {
      young: [
        'I laugh too loud, talk too much about food and I’m usually the last one to leave a party.',
        'Just moved into my first place on my own and I’m finally allowed as many plants as I want.',
        'Studying by day, working in a café by night, and trying to keep up with my friends in between.',
        'Spontaneous, a little chaotic, but always on time when it counts.',
      ],
      mid: [
        'I work in IT during the week and try hard to actually switch off at the weekend.',
        'By now I know what matters to me: good friends, good food and plenty of time outdoors.',
        'Calm, loyal, and apparently I have a very dry sense of humour.',
        'Nurse with odd hours, so I make the most of every free evening.',
        '[Dad|Mum] of a ten-year-old who beats me at every board game.',
      ],
      mature: [
        'The kids have flown the nest and I finally have time for myself again.',
        'I enjoy the simple things: a long walk, a good conversation, a glass of wine at sunset.',
        'Twenty years a teacher and still curious about pretty much everything.',
        'Life has taught me patience and a sense of humour, and I use both every day.',
      ],
    },
    city: [
      'Born and raised in {city}, so I know all the best spots.',
      'I’ve lived in {city} for a few years now and I still keep finding new favourite places.',
      'Happy to show you my favourite café in {city}.',
    ],
    hobbies: [
      {
        tag: 'hiking',
        text: 'Most Sundays I’m out on a trail with a flask of coffee and far too many snacks.',
      },
      { tag: 'cooking', text: 'I cook for friends whenever I can – my risotto has a bit of a reputation.' },
      {
        tag: 'music',
        text: 'Small venues, loud bands, ringing ears the next morning: that’s my kind of evening.',
      },
      { tag: 'reading', text: 'I’m always halfway through a book, usually a crime novel.' },
      {
        tag: 'travelling',
        text: 'I save up for one big trip a year; last time it was Portugal, next time hopefully Japan.',
      },
      {
        tag: 'photography',
        text: 'I rarely leave the house without my camera, sometimes even the old film one.',
      },
      { tag: 'dancing', text: 'Salsa class on Thursdays – I’m getting better, slowly.' },
      { tag: 'biking', text: 'I cycle everywhere, rain or shine.' },
      { tag: 'animals', text: 'My dog is the love of my life so far, so be prepared to meet him.' },
      {
        tag: 'gardening',
        text: 'My balcony is turning into a jungle: tomatoes, herbs and a lemon tree that refuses to grow.',
      },
      { tag: 'movies', text: 'Nothing beats an almost empty cinema on a Tuesday night.' },
      { tag: 'gym', text: 'Gym three times a week, mostly so I can eat whatever I like.' },
      { tag: 'beach', text: 'Give me a beach, a good book and something cold to drink and I’m happy.' },
      {
        tag: 'wine',
        text: 'I love discovering small wineries and I’m slowly learning what I actually like.',
      },
    ],
    seeking: [
      'Looking for someone to laugh with – and maybe more, we’ll see.',
      'I’d like to meet someone honest who doesn’t take themselves too seriously.',
      'Hoping for long conversations and the odd spontaneous weekend away.',
      'Not looking for perfect, just for real.',
      'Something serious would be lovely, but a good first date comes first.',
    ],
    again: [
      'After a long relationship I’m ready for a new chapter.',
      'Life goes on, and I’d love to share it with someone again.',
    ],
    closers: [
      'Say hi!',
      'If you’ve read this far, you might as well send me a message.',
      'Tell me your favourite song and I’ll tell you mine.',
      'Coffee first?',
    ],
  },
  de: {
    about: {
      young: [
        'Ich lache zu laut, rede zu viel übers Essen und gehe meistens als [Letzter|Letzte] von der Party.',
        'Gerade in meine erste eigene Wohnung gezogen – endlich Platz für so viele Pflanzen, wie ich will.',
        'Tagsüber Uni, abends Nebenjob im Café und dazwischen irgendwie noch Zeit für meine Freunde.',
        'Spontan, ein bisschen chaotisch, aber pünktlich, wenn es drauf ankommt.',
      ],
      mid: [
        'Unter der Woche arbeite ich in der IT, am Wochenende versuche ich, wirklich abzuschalten.',
        'Inzwischen weiß ich, was mir wichtig ist: gute Freunde, gutes Essen und viel Zeit draußen.',
        'Ruhig, treu und mit ziemlich trockenem Humor, sagen meine Freunde.',
        '[Krankenpfleger|Krankenpflegerin] im Schichtdienst, deshalb genieße ich jeden freien Abend umso mehr.',
        '[Papa|Mama] einer Zehnjährigen, die mich bei jedem Brettspiel schlägt.',
      ],
      mature: [
        'Die Kinder sind aus dem Haus und ich habe endlich wieder Zeit für mich.',
        'Ich mag die einfachen Dinge: einen langen Spaziergang, ein gutes Gespräch, ein Glas Wein zum Sonnenuntergang.',
        'Seit zwanzig Jahren [Lehrer|Lehrerin] und immer noch neugierig auf fast alles.',
        'Das Leben hat mir Geduld und Humor beigebracht – beides brauche ich jeden Tag.',
      ],
    },
    city: [
      'In {city} geboren und aufgewachsen, ich kenne also die besten Ecken.',
      'Ich wohne seit ein paar Jahren in {city} und entdecke immer noch neue Lieblingsorte.',
      'Ich zeige dir gern mein Lieblingscafé in {city}.',
    ],
    hobbies: [
      {
        tag: 'hiking',
        text: 'Sonntags bin ich meistens irgendwo wandern, mit Thermoskanne und viel zu vielen Snacks.',
      },
      {
        tag: 'cooking',
        text: 'Ich koche gern für Freunde – mein Risotto hat inzwischen einen gewissen Ruf.',
      },
      {
        tag: 'music',
        text: 'Kleine Clubs, laute Bands und am nächsten Morgen noch ein Pfeifen im Ohr: So sieht ein guter Abend aus.',
      },
      { tag: 'reading', text: 'Ich stecke immer mitten in einem Buch, meistens in einem Krimi.' },
      {
        tag: 'travelling',
        text: 'Ich spare jedes Jahr auf eine große Reise; zuletzt war es Portugal, nächstes Mal hoffentlich Japan.',
      },
      {
        tag: 'photography',
        text: 'Ohne Kamera gehe ich selten aus dem Haus, manchmal ist sogar die alte analoge dabei.',
      },
      { tag: 'dancing', text: 'Donnerstags Salsakurs – ich werde besser, langsam.' },
      { tag: 'biking', text: 'Ich fahre überall mit dem Rad hin, bei jedem Wetter.' },
      {
        tag: 'animals',
        text: 'Mein Hund ist bisher die große Liebe meines Lebens, du wirst ihn also kennenlernen müssen.',
      },
      {
        tag: 'gardening',
        text: 'Mein Balkon wird langsam zum Dschungel: Tomaten, Kräuter und ein Zitronenbaum, der einfach nicht wachsen will.',
      },
      { tag: 'movies', text: 'Nichts geht über ein fast leeres Kino an einem Dienstagabend.' },
      {
        tag: 'gym',
        text: 'Dreimal die Woche ins Fitnessstudio, hauptsächlich, damit ich essen kann, was ich will.',
      },
      {
        tag: 'beach',
        text: 'Strand, ein gutes Buch und etwas Kaltes zu trinken – mehr brauche ich nicht zum Glücklichsein.',
      },
      {
        tag: 'wine',
        text: 'Ich entdecke gern kleine Weingüter und lerne langsam, was mir wirklich schmeckt.',
      },
    ],
    seeking: [
      'Ich suche jemanden zum Lachen – und vielleicht mehr, mal sehen.',
      'Ich würde gern jemanden kennenlernen, der ehrlich ist und sich selbst nicht zu ernst nimmt.',
      'Ich wünsche mir lange Gespräche und ab und zu einen spontanen Wochenendtrip.',
      'Ich suche nicht das Perfekte, sondern das Echte.',
      'Etwas Ernstes wäre schön, aber zuerst ein gutes erstes Date.',
    ],
    again: [
      'Nach einer langen Beziehung bin ich bereit für ein neues Kapitel.',
      'Das Leben geht weiter, und ich würde es gern wieder mit jemandem teilen.',
    ],
    closers: [
      'Schreib mir einfach!',
      'Wenn du bis hierhin gelesen hast, kannst du mir auch gleich schreiben.',
      'Verrat mir dein Lieblingslied, dann verrate ich dir meins.',
      'Erst mal einen Kaffee?',
    ],
  },
  nl: {
    about: {
      young: [
        'Ik lach te hard, praat te veel over eten en ben meestal de laatste die van een feestje vertrekt.',
        'Net verhuisd naar mijn eerste eigen huisje en eindelijk ruimte voor zoveel planten als ik wil.',
        'Overdag studeren, ’s avonds werken in een café en daartussen proberen mijn vrienden nog te zien.',
        'Spontaan, een beetje chaotisch, maar altijd op tijd als het ertoe doet.',
      ],
      mid: [
        'Doordeweeks werk ik in de IT, in het weekend probeer ik echt even uit te schakelen.',
        'Inmiddels weet ik wat ik belangrijk vind: goede vrienden, lekker eten en veel tijd buiten.',
        'Rustig, trouw en met een nogal droge humor, zeggen mijn vrienden.',
        'Verpleegkundige met onregelmatige diensten, dus van elke vrije avond geniet ik extra.',
        '[Vader|Moeder] van een tienjarige die me met elk bordspel inmaakt.',
      ],
      mature: [
        'De kinderen zijn uit huis en ik heb eindelijk weer tijd voor mezelf.',
        'Ik hou van de simpele dingen: een lange wandeling, een goed gesprek, een glas wijn bij zonsondergang.',
        'Al twintig jaar [leraar|lerares] en nog steeds nieuwsgierig naar bijna alles.',
        'Het leven heeft me geduld en humor geleerd, en ik heb ze allebei elke dag nodig.',
      ],
    },
    city: [
      'Geboren en getogen in {city}, dus ik weet de leukste plekjes.',
      'Ik woon al een paar jaar in {city} en ontdek nog steeds nieuwe favoriete plekken.',
      'Ik laat je graag mijn favoriete koffietentje in {city} zien.',
    ],
    hobbies: [
      {
        tag: 'hiking',
        text: 'Op zondag loop ik meestal ergens een wandelroute, met een thermoskan koffie en veel te veel snacks.',
      },
      { tag: 'cooking', text: 'Ik kook graag voor vrienden – mijn risotto is inmiddels berucht.' },
      {
        tag: 'music',
        text: 'Kleine zalen, harde bands en de volgende ochtend nog een piep in mijn oren: zo ziet een goede avond eruit.',
      },
      { tag: 'reading', text: 'Ik ben altijd halverwege een boek, meestal een thriller.' },
      {
        tag: 'travelling',
        text: 'Ik spaar elk jaar voor één grote reis; vorige keer was het Portugal, volgende keer hopelijk Japan.',
      },
      {
        tag: 'photography',
        text: 'Ik ga zelden de deur uit zonder camera, soms zelfs met mijn oude analoge.',
      },
      { tag: 'dancing', text: 'Op donderdag salsales – ik word beter, langzaam.' },
      { tag: 'biking', text: 'Ik fiets overal naartoe, weer of geen weer.' },
      {
        tag: 'animals',
        text: 'Mijn hond is tot nu toe de liefde van mijn leven, dus die ga je ook ontmoeten.',
      },
      {
        tag: 'gardening',
        text: 'Mijn balkon wordt langzaam een jungle: tomaten, kruiden en een citroenboompje dat weigert te groeien.',
      },
      { tag: 'movies', text: 'Er gaat niets boven een bijna lege bioscoopzaal op dinsdagavond.' },
      { tag: 'gym', text: 'Drie keer per week naar de sportschool, vooral zodat ik kan eten wat ik wil.' },
      {
        tag: 'beach',
        text: 'Geef me een strand, een goed boek en iets kouds te drinken en ik ben gelukkig.',
      },
      { tag: 'wine', text: 'Ik ontdek graag kleine wijnhuizen en leer langzaam wat ik echt lekker vind.' },
    ],
    seeking: [
      'Op zoek naar iemand om mee te lachen – en misschien meer, we zien wel.',
      'Ik zou graag iemand ontmoeten die eerlijk is en zichzelf niet te serieus neemt.',
      'Ik hoop op lange gesprekken en af en toe een spontaan weekendje weg.',
      'Ik zoek niet het perfecte, maar het echte.',
      'Iets serieus zou mooi zijn, maar eerst een leuke eerste date.',
    ],
    again: [
      'Na een lange relatie ben ik klaar voor een nieuw hoofdstuk.',
      'Het leven gaat door, en ik zou het graag weer met iemand delen.',
    ],
    closers: [
      'Zeg gerust hoi!',
      'Als je tot hier hebt gelezen, kun je me net zo goed een berichtje sturen.',
      'Vertel me je favoriete nummer, dan vertel ik je het mijne.',
      'Eerst een koffietje?',
    ],
  },
  fr: {
    about: {
      young: [
        'Je ris trop fort, je parle trop de bouffe et je suis souvent [le dernier|la dernière] à quitter la soirée.',
        'Je viens d’emménager dans mon premier appart et j’ai enfin la place pour toutes les plantes que je veux.',
        'La fac en journée, un petit boulot dans un café le soir, et entre les deux j’essaie de voir mes amis.',
        '[Spontané|Spontanée], un peu bordélique, mais toujours à l’heure quand ça compte.',
      ],
      mid: [
        'Je bosse dans l’informatique la semaine et j’essaie vraiment de décrocher le week-end.',
        'Aujourd’hui je sais ce qui compte pour moi : les amis, la bonne cuisine et du temps dehors.',
        'Calme, fidèle et, paraît-il, plutôt pince-sans-rire.',
        '[Infirmier|Infirmière] aux horaires décalés, alors je profite à fond de chaque soirée libre.',
        '[Papa|Maman] d’une fille de dix ans qui me bat à tous les jeux de société.',
      ],
      mature: [
        'Les enfants ont quitté la maison et j’ai enfin du temps pour moi.',
        'J’aime les choses simples : une longue balade, une bonne conversation, un verre de vin au coucher du soleil.',
        'Prof depuis vingt ans et toujours [curieux|curieuse] de presque tout.',
        'La vie m’a appris la patience et l’humour, et je me sers des deux tous les jours.',
      ],
    },
    city: [
      '[Né|Née] à {city}, j’y ai grandi et je connais les meilleures adresses.',
      'J’habite à {city} depuis quelques années et je découvre encore de nouveaux coins.',
      'Je te montrerai volontiers mon café préféré à {city}.',
    ],
    hobbies: [
      {
        tag: 'hiking',
        text: 'Le dimanche, je suis souvent en rando, avec un thermos de café et beaucoup trop d’en-cas.',
      },
      {
        tag: 'cooking',
        text: 'J’adore cuisiner pour mes amis – mon risotto commence à avoir une petite réputation.',
      },
      {
        tag: 'music',
        text: 'Petites salles, groupes bruyants et oreilles qui sifflent le lendemain : voilà une bonne soirée.',
      },
      { tag: 'reading', text: 'J’ai toujours un livre en cours, souvent un polar.' },
      {
        tag: 'travelling',
        text: 'Je mets de côté pour un grand voyage par an ; la dernière fois le Portugal, la prochaine j’espère le Japon.',
      },
      {
        tag: 'photography',
        text: 'Je sors rarement sans mon appareil photo, parfois même avec le vieil argentique.',
      },
      { tag: 'dancing', text: 'Cours de salsa le jeudi – je progresse, doucement.' },
      { tag: 'biking', text: 'Je fais tout à vélo, qu’il pleuve ou qu’il vente.' },
      {
        tag: 'animals',
        text: 'Mon chien est pour l’instant l’amour de ma vie, il faudra donc le rencontrer aussi.',
      },
      {
        tag: 'gardening',
        text: 'Mon balcon devient une jungle : tomates, herbes aromatiques et un citronnier qui refuse de pousser.',
      },
      { tag: 'movies', text: 'Rien ne vaut une salle de cinéma presque vide un mardi soir.' },
      {
        tag: 'gym',
        text: 'Salle de sport trois fois par semaine, surtout pour pouvoir manger ce que je veux.',
      },
      {
        tag: 'beach',
        text: 'Une plage, un bon livre et quelque chose de frais à boire, et je suis [heureux|heureuse].',
      },
      {
        tag: 'wine',
        text: 'J’adore dénicher de petits domaines viticoles et j’apprends peu à peu ce que j’aime vraiment.',
      },
    ],
    seeking: [
      'Je cherche quelqu’un avec qui rire – et plus si affinités.',
      'J’aimerais rencontrer quelqu’un de sincère qui ne se prend pas trop au sérieux.',
      'J’ai envie de longues discussions et de quelques week-ends improvisés.',
      'Je ne cherche pas la perfection, juste quelque chose de vrai.',
      'Une histoire sérieuse, ce serait bien, mais d’abord un bon premier rendez-vous.',
    ],
    again: [
      'Après une longue relation, je suis [prêt|prête] pour un nouveau chapitre.',
      'La vie continue, et j’aimerais de nouveau la partager avec quelqu’un.',
    ],
    closers: [
      'Écris-moi !',
      'Si tu as lu jusqu’ici, autant m’envoyer un message.',
      'Dis-moi ta chanson préférée et je te dirai la mienne.',
      'On commence par un café ?',
    ],
  },
  it: {
    about: {
      young: [
        'Rido troppo forte, parlo troppo di cibo e di solito sono [l’ultimo|l’ultima] ad andare via dalle feste.',
        'Mi sono appena [trasferito|trasferita] nel mio primo appartamento e finalmente ho spazio per tutte le piante che voglio.',
        'Di giorno università, la sera lavoro in un bar e nel mezzo cerco di vedere i miei amici.',
        '[Spontaneo, un po’ disordinato|Spontanea, un po’ disordinata], ma sempre puntuale quando conta.',
      ],
      mid: [
        'In settimana lavoro nell’informatica, nel weekend cerco davvero di staccare.',
        'Ormai so cosa conta per me: buoni amici, buon cibo e tanto tempo all’aria aperta.',
        '[Tranquillo|Tranquilla], leale e, a quanto dicono, con un umorismo piuttosto pungente.',
        '[Infermiere|Infermiera] con turni impossibili, quindi mi godo ogni serata libera.',
        '[Papà|Mamma] di una bambina di dieci anni che mi batte a tutti i giochi da tavolo.',
      ],
      mature: [
        'I figli sono grandi e finalmente ho di nuovo tempo per me.',
        'Amo le cose semplici: una lunga passeggiata, una bella chiacchierata, un bicchiere di vino al tramonto.',
        'Insegnante da vent’anni e ancora [curioso|curiosa] di quasi tutto.',
        'La vita mi ha insegnato pazienza e ironia, e le uso entrambe ogni giorno.',
      ],
    },
    city: [
      '[Nato e cresciuto|Nata e cresciuta] a {city}, quindi conosco i posti migliori.',
      'Vivo a {city} da qualche anno e scopro ancora nuovi angoli preferiti.',
      'Ti porto volentieri nel mio bar preferito a {city}.',
    ],
    hobbies: [
      {
        tag: 'hiking',
        text: 'La domenica di solito sono in giro per sentieri, con un thermos di caffè e troppi snack.',
      },
      { tag: 'cooking', text: 'Cucino volentieri per gli amici: il mio risotto ormai ha una certa fama.' },
      {
        tag: 'music',
        text: 'Locali piccoli, band rumorose e le orecchie che fischiano il giorno dopo: ecco una bella serata.',
      },
      { tag: 'reading', text: 'Ho sempre un libro a metà, di solito un giallo.' },
      {
        tag: 'travelling',
        text: 'Ogni anno metto da parte i soldi per un grande viaggio; l’ultima volta il Portogallo, la prossima spero il Giappone.',
      },
      {
        tag: 'photography',
        text: 'Esco raramente senza macchina fotografica, a volte anche con quella vecchia a rullino.',
      },
      { tag: 'dancing', text: 'Il giovedì corso di salsa: miglioro, piano piano.' },
      { tag: 'biking', text: 'Vado ovunque in bici, con il sole o con la pioggia.' },
      {
        tag: 'animals',
        text: 'Il mio cane finora è l’amore della mia vita, quindi preparati a conoscerlo.',
      },
      {
        tag: 'gardening',
        text: 'Il mio balcone sta diventando una giungla: pomodori, erbe aromatiche e un limone che non vuole crescere.',
      },
      { tag: 'movies', text: 'Niente batte un cinema quasi vuoto il martedì sera.' },
      {
        tag: 'gym',
        text: 'Palestra tre volte a settimana, soprattutto per poter mangiare quello che voglio.',
      },
      { tag: 'beach', text: 'Dammi una spiaggia, un buon libro e qualcosa di fresco da bere e sono felice.' },
      {
        tag: 'wine',
        text: 'Mi piace scoprire piccole cantine e sto imparando piano piano quali vini preferisco.',
      },
    ],
    seeking: [
      'Cerco qualcuno con cui ridere, e magari qualcosa di più, vedremo.',
      'Mi piacerebbe conoscere una persona sincera che non si prenda troppo sul serio.',
      'Spero in lunghe chiacchierate e in qualche weekend improvvisato.',
      'Non cerco la perfezione, cerco qualcosa di vero.',
      'Una storia seria sarebbe bella, ma prima un bel primo appuntamento.',
    ],
    again: [
      'Dopo una lunga relazione sono [pronto|pronta] per un nuovo capitolo.',
      'La vita va avanti e mi piacerebbe condividerla di nuovo con qualcuno.',
    ],
    closers: [
      'Scrivimi!',
      'Se hai letto fin qui, tanto vale scrivermi.',
      'Dimmi la tua canzone preferita e io ti dico la mia.',
      'Prima un caffè?',
    ],
  },
  es: {
    about: {
      young: [
        'Me río demasiado alto, hablo demasiado de comida y suelo ser [el último|la última] en irme de las fiestas.',
        'Acabo de irme a vivir [solo|sola] por primera vez y por fin tengo sitio para todas las plantas que quiero.',
        'De día estudio, por la noche trabajo en una cafetería y entre medias intento ver a mis amigos.',
        '[Espontáneo|Espontánea], un poco desastre, pero siempre puntual cuando importa.',
      ],
      mid: [
        'Entre semana trabajo en informática y el fin de semana intento desconectar de verdad.',
        'A estas alturas sé lo que me importa: buenos amigos, buena comida y mucho tiempo al aire libre.',
        '[Tranquilo|Tranquila], leal y, según mis amigos, con un humor bastante seco.',
        '[Enfermero|Enfermera] con turnos imposibles, así que disfruto al máximo cada noche libre.',
        '[Padre|Madre] de una niña de diez años que me gana a todos los juegos de mesa.',
      ],
      mature: [
        'Mis hijos ya volaron del nido y por fin vuelvo a tener tiempo para mí.',
        'Disfruto de las cosas sencillas: un paseo largo, una buena conversación, una copa de vino al atardecer.',
        '[Profesor|Profesora] desde hace veinte años y todavía con curiosidad por casi todo.',
        'La vida me ha enseñado paciencia y sentido del humor, y uso las dos cosas a diario.',
      ],
    },
    city: [
      '[Nacido y criado|Nacida y criada] en {city}, así que conozco los mejores sitios.',
      'Llevo unos años viviendo en {city} y sigo descubriendo rincones nuevos.',
      '[Encantado|Encantada] de enseñarte mi cafetería favorita de {city}.',
    ],
    hobbies: [
      {
        tag: 'hiking',
        text: 'Casi todos los domingos estoy en algún sendero, con un termo de café y demasiado picoteo.',
      },
      { tag: 'cooking', text: 'Me encanta cocinar para mis amigos: mi risotto ya tiene cierta fama.' },
      {
        tag: 'music',
        text: 'Salas pequeñas, grupos ruidosos y los oídos pitando al día siguiente: así es una buena noche para mí.',
      },
      { tag: 'reading', text: 'Siempre tengo un libro a medias, normalmente una novela negra.' },
      {
        tag: 'travelling',
        text: 'Ahorro para un gran viaje al año; el último fue a Portugal, el próximo espero que sea a Japón.',
      },
      {
        tag: 'photography',
        text: 'Casi nunca salgo de casa sin la cámara, a veces incluso con la analógica.',
      },
      { tag: 'dancing', text: 'Clase de salsa los jueves: voy mejorando, poco a poco.' },
      { tag: 'biking', text: 'Voy a todas partes en bici, llueva o haga sol.' },
      {
        tag: 'animals',
        text: 'Mi perro es por ahora el amor de mi vida, así que tendrás que conocerlo.',
      },
      {
        tag: 'gardening',
        text: 'Mi balcón se está convirtiendo en una selva: tomates, hierbas y un limonero que se niega a crecer.',
      },
      { tag: 'movies', text: 'No hay nada como un cine casi vacío un martes por la noche.' },
      { tag: 'gym', text: 'Gimnasio tres veces por semana, sobre todo para poder comer lo que quiero.' },
      { tag: 'beach', text: 'Dame una playa, un buen libro y algo fresquito para beber y soy feliz.' },
      {
        tag: 'wine',
        text: 'Me gusta descubrir bodegas pequeñas y poco a poco voy aprendiendo qué vinos me gustan de verdad.',
      },
    ],
    seeking: [
      'Busco a alguien con quien reírme, y quizá algo más, ya veremos.',
      'Me gustaría conocer a alguien sincero que no se tome demasiado en serio.',
      'Me apetecen conversaciones largas y alguna escapada improvisada de fin de semana.',
      'No busco a alguien perfecto, sino a alguien de verdad.',
      'Algo serio estaría bien, pero primero una buena primera cita.',
    ],
    again: [
      'Después de una relación larga, estoy [listo|lista] para empezar un nuevo capítulo.',
      'La vida sigue y me encantaría volver a compartirla con alguien.',
    ],
    closers: [
      '¡Escríbeme!',
      'Si has leído hasta aquí, ya puedes mandarme un mensaje.',
      'Dime tu canción favorita y te digo la mía.',
      '¿Empezamos con un café?',
    ],
  },
  pl: {
    about: {
      young: [
        'Śmieję się za głośno, za dużo mówię o jedzeniu i zwykle wychodzę z imprezy [ostatni|ostatnia].',
        'Właśnie [przeprowadziłem|przeprowadziłam] się do pierwszego własnego mieszkania i wreszcie mam miejsce na tyle roślin, ile chcę.',
        'W dzień studia, wieczorami praca w kawiarni, a pomiędzy próbuję jeszcze widywać się ze znajomymi.',
        '[Spontaniczny, trochę chaotyczny, ale zawsze punktualny|Spontaniczna, trochę chaotyczna, ale zawsze punktualna], kiedy to ważne.',
      ],
      mid: [
        'W tygodniu pracuję w IT, a w weekendy naprawdę staram się odpocząć od ekranu.',
        'Dziś już wiem, co jest dla mnie ważne: dobrzy przyjaciele, dobre jedzenie i dużo czasu na świeżym powietrzu.',
        '[Spokojny, lojalny|Spokojna, lojalna] i podobno z dość suchym poczuciem humoru.',
        '[Pielęgniarz|Pielęgniarka] na zmiany, więc cieszę się każdym wolnym wieczorem.',
        '[Tata|Mama] dziesięcioletniej córki, która ogrywa mnie w każdą planszówkę.',
      ],
      mature: [
        'Dzieci już dorosły i wreszcie znowu mam czas dla siebie.',
        'Lubię proste rzeczy: długi spacer, dobrą rozmowę, lampkę wina o zachodzie słońca.',
        'Od dwudziestu lat uczę w szkole i wciąż jestem [ciekawy|ciekawa] prawie wszystkiego.',
        'Życie nauczyło mnie cierpliwości i poczucia humoru – przydają mi się codziennie.',
      ],
    },
    city: [
      '[Urodziłem się i wychowałem|Urodziłam się i wychowałam] w {city}, więc znam najlepsze miejsca.',
      'Od kilku lat mieszkam w {city} i wciąż odkrywam nowe ulubione zakątki.',
      'Chętnie pokażę ci moją ulubioną kawiarnię w {city}.',
    ],
    cityLocative: {
      Warszawa: 'Warszawie',
      Kraków: 'Krakowie',
      Łódź: 'Łodzi',
      Wrocław: 'Wrocławiu',
      Poznań: 'Poznaniu',
      Gdańsk: 'Gdańsku',
      Szczecin: 'Szczecinie',
      Bydgoszcz: 'Bydgoszczy',
      Lublin: 'Lublinie',
      Katowice: 'Katowicach',
      Białystok: 'Białymstoku',
      Rzeszów: 'Rzeszowie',
      Olsztyn: 'Olsztynie',
      Kielce: 'Kielcach',
      Opole: 'Opolu',
      'Zielona Góra': 'Zielonej Górze',
    },
    hobbies: [
      {
        tag: 'hiking',
        text: 'W niedziele zwykle jestem gdzieś na szlaku, z termosem kawy i zdecydowanie za dużą ilością przekąsek.',
      },
      { tag: 'cooking', text: 'Uwielbiam gotować dla znajomych – moje risotto ma już pewną renomę.' },
      {
        tag: 'music',
        text: 'Małe kluby, głośne zespoły i dzwonienie w uszach następnego dnia – tak wygląda dobry wieczór.',
      },
      { tag: 'reading', text: 'Zawsze jestem w połowie jakiejś książki, najczęściej kryminału.' },
      {
        tag: 'travelling',
        text: 'Co roku odkładam na jedną dużą podróż; ostatnio była Portugalia, a następnym razem, mam nadzieję, Japonia.',
      },
      {
        tag: 'photography',
        text: 'Rzadko wychodzę z domu bez aparatu, czasem nawet ze starym analogiem.',
      },
      { tag: 'dancing', text: 'W czwartki kurs salsy – idzie mi coraz lepiej, powoli.' },
      { tag: 'biking', text: 'Wszędzie jeżdżę rowerem, bez względu na pogodę.' },
      { tag: 'animals', text: 'Mój pies to jak dotąd miłość mojego życia, więc musisz go poznać.' },
      {
        tag: 'gardening',
        text: 'Mój balkon powoli zamienia się w dżunglę: pomidory, zioła i drzewko cytrynowe, które nie chce rosnąć.',
      },
      { tag: 'movies', text: 'Nie ma nic lepszego niż prawie puste kino we wtorkowy wieczór.' },
      { tag: 'gym', text: 'Siłownia trzy razy w tygodniu, głównie po to, żeby móc jeść, co chcę.' },
      {
        tag: 'beach',
        text: 'Plaża, dobra książka i coś zimnego do picia – i jestem [szczęśliwy|szczęśliwa].',
      },
      { tag: 'wine', text: 'Lubię odkrywać małe winnice i powoli uczę się, co naprawdę mi smakuje.' },
    ],
    seeking: [
      'Szukam kogoś, z kim można się pośmiać – a może czegoś więcej, zobaczymy.',
      '[Chciałbym|Chciałabym] poznać kogoś szczerego, kto nie traktuje siebie zbyt poważnie.',
      'Marzą mi się długie rozmowy i od czasu do czasu spontaniczny wyjazd na weekend.',
      'Nie szukam ideału, tylko kogoś prawdziwego.',
      'Coś poważnego byłoby super, ale najpierw dobra pierwsza randka.',
    ],
    again: [
      'Po długim związku jestem [gotowy|gotowa] na nowy rozdział.',
      'Życie toczy się dalej i [chciałbym|chciałabym] znów dzielić je z kimś.',
    ],
    closers: [
      'Napisz do mnie!',
      'Jeśli to czytasz, równie dobrze możesz od razu napisać.',
      'Zdradź mi swoją ulubioną piosenkę, a ja zdradzę ci swoją.',
      'Na początek kawa?',
    ],
  },
};

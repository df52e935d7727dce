import { avatarIdentity, type AvatarIdentity } from './avatars';

/** The profile of one of the two demo logins: a real (not fictional) member, written like any other. */
export interface DemoAccountProfile {
  name: string;
  gender: 'male' | 'female';
  age: number;
  /** Day of the year the birthday falls on (keeps the age stable around the seed date). */
  birthdayOffset: number;
  city: string;
  country: string;
  regionId: string;
  bio: string;
  hairColour: 'brown' | 'blond';
  eyeColour: 'blue' | 'green';
  bodyType: 'normal' | 'slim';
  tattoos: boolean;
  interests: string[];
  /** The person on every photo of the gallery. */
  look: AvatarIdentity;
  /** Photos in the gallery, and the position of the one private photo. */
  photos: number;
  privateAt: number;
}

/**
 * The demo (free) and premium logins' profiles. That they are demo accounts is said by the README and the
 * login page, not by their bios: a bio reads as a member would write it.
 */
export const DEMO_ACCOUNT_PROFILES: { demo: DemoAccountProfile; premium: DemoAccountProfile } = {
  demo: {
    name: 'Sam',
    gender: 'male',
    age: 32,
    birthdayOffset: 100,
    city: 'Amsterdam',
    country: 'NL',
    regionId: 'NL-NH',
    bio:
      'Weekday mornings start with a flat white by the canal, weekends usually end somewhere on a trail with ' +
      'muddy shoes. I cook more than I should and still burn the rice now and then. Looking for someone who ' +
      'likes wandering as much as I do – cities, hills, record shops – and who laughs at my terrible puns.',
    hairColour: 'brown',
    eyeColour: 'blue',
    bodyType: 'normal',
    tattoos: false,
    interests: ['coffee', 'hiking', 'travelling', 'music', 'cooking'],
    look: avatarIdentity('demo:sam', { gender: 'male', hair: 'brown', age: 32 }),
    photos: 3,
    privateAt: 2,
  },
  premium: {
    name: 'Eva',
    gender: 'female',
    age: 29,
    birthdayOffset: 40,
    city: 'Utrecht',
    country: 'NL',
    regionId: 'NL-UT',
    bio:
      'Salsa on Thursdays, photo walks on Sundays, and a soft spot for a good glass of wine in between. ' +
      'I moved to Utrecht for my studies and never left. Happiest on a beach with a book, but just as happy ' +
      'dancing until the lights come on. Tell me about the last thing that made you laugh out loud.',
    hairColour: 'blond',
    eyeColour: 'green',
    bodyType: 'slim',
    tattoos: true,
    interests: ['dancing', 'wine', 'photography', 'beach'],
    look: avatarIdentity('demo:eva', { gender: 'female', hair: 'blond', age: 29 }),
    photos: 6,
    privateAt: 5,
  },
};

/** A like the seed records between the demo login and a fictional member. */
export interface DemoLike {
  fromUserId: string;
  toUserId: string;
  isNew: boolean;
  createdAt: Date;
}

const HOUR = 3_600_000;

/**
 * The demo login's likes (issue 18: the likes screens show cards, not only their empty state), drawn from
 * the first fictional women in seed order, so the same seed gives the same likes: the first is a match
 * (she liked Sam, he liked her back), the next two liked him (the newest not yet seen), the fourth he liked.
 * Every one of them is a fictional member and marked as such wherever the like shows. Fewer fictional
 * women (a small test seed) give fewer likes.
 */
export function demoLikes(
  demoId: string,
  members: readonly { id: string; gender: string }[],
  now: Date,
): DemoLike[] {
  const [match, second, third, liked] = members.filter((m) => m.gender === 'female');
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  return [
    ...(match
      ? [
          { fromUserId: match.id, toUserId: demoId, isNew: false, createdAt: at(50) },
          { fromUserId: demoId, toUserId: match.id, isNew: false, createdAt: at(26) },
        ]
      : []),
    ...(second ? [{ fromUserId: second.id, toUserId: demoId, isNew: false, createdAt: at(30) }] : []),
    ...(third ? [{ fromUserId: third.id, toUserId: demoId, isNew: true, createdAt: at(3) }] : []),
    ...(liked ? [{ fromUserId: demoId, toUserId: liked.id, isNew: true, createdAt: at(8) }] : []),
  ];
}

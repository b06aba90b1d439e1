/**
 * Query keys of everything profile-shaped. The viewer's number is part of each key because the
 * answers differ by who asks (privacy, "is me", "I follow"); logging in or out refetches by itself.
 */
export const profileKeys = {
  person: (no: number) => ['profiles', no] as const,
  profile: (no: number, viewer: number | null) => ['profiles', no, 'profile', viewer] as const,
  people: (no: number, kind: 'followers' | 'following', viewer: number | null) =>
    ['profiles', no, kind, viewer] as const,
  reviews: (no: number, viewer: number | null) => ['profiles', no, 'reviews', viewer] as const,
  activity: (no: number, viewer: number | null) => ['profiles', no, 'activity', viewer] as const,
};

/** At most 3 remote and 3 on-site or hybrid preferences (spec section 9; the server answers 41262, 41263). */
export const MAX_PER_GROUP = 3;

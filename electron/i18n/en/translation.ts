/**
 * The type a translation of one English area's catalogue has: exactly the English area's message ids, each
 * a string. A missing id or one English lacks is a type error (tests check arguments and syntax).
 */
export type Translation<English> = { readonly [Id in keyof English]: string };

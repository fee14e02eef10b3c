// negotiator 1.x as the server uses it: DefinitelyTyped describes 0.6, whose encoding() has no `preferred`.
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The encoding of `available` the client weighs highest; between equals, the first of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}

/**
 * A read the start of the app begins for the page the address shows (src/app/bootstrap.ts),
 * while the app's code is still arriving, and hands to that page's first load: on a phone the
 * page's data then costs no round trip after the code has run.
 *
 * Only the first load may take it, and only if it asks for the same thing: any later load (a
 * retry, a page opened after navigating) asks the server afresh, so an early answer is never
 * shown in place of newer data. An early read that failed is asked again the normal way, since
 * it may have been made before the person signed in and its failure means nothing now.
 */
export interface EarlyRead<Key, T> {
  start(key: Key): void;
  take(key: Key, fresh: () => Promise<T>): Promise<T>;
}

export function earlyRead<Key, T>(read: (key: Key) => Promise<T>): EarlyRead<Key, T> {
  let pending: { key: Key; answer: Promise<T> } | null = null;
  return {
    start(key) {
      const answer = read(key);
      // Rejected until someone takes it: not an unhandled rejection.
      answer.catch(() => {});
      pending = { key, answer };
    },
    take(key, fresh) {
      const early = pending;
      pending = null;
      return early && early.key === key ? early.answer.catch(fresh) : fresh();
    },
  };
}

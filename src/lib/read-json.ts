/**
 * The JSON in `text`, or undefined when it holds none (an empty answer, a proxy's error page, a
 * message this build cannot read): every answer and message the SPA reads from the server.
 * Plain `JSON.parse`, not ofetch's destr, which first scans the whole text twice with regular
 * expressions for `__proto__` and `constructor` keys: 4 to 5 ms of the main thread for the
 * 900 KB of a 5,000-guest list (issue 23 item 23). The answers come from our own server, and
 * nothing merges them into other objects.
 */
export function readJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

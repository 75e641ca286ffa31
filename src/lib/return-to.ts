/**
 * Where to go after signing in. Only paths of this site are accepted, so a crafted
 * `?returnTo=https://evil.example` (or `//evil.example`) cannot send anyone elsewhere.
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const base = 'https://site.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Returning to the sign-in page itself would loop.
    return url.pathname === '/login' ? fallback : path;
  } catch {
    return fallback;
  }
}

/** `/login?returnTo=…` for a protected location. */
export function loginPathFor(location: string): string {
  return location === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(location)}`;
}

/**
 * Choices remembered on this device (localStorage), such as how a wedding's guest list was
 * sorted or how its seating plan is drawn. Reading never fails: anything unreadable (another
 * version's value, storage switched off) goes to `read` as null, which says what that means.
 */
export function recallFromDevice<T>(key: string, read: (stored: unknown) => T): T {
  try {
    return read(JSON.parse(localStorage.getItem(key) ?? 'null'));
  } catch {
    return read(null);
  }
}

/** Stores a choice (null forgets it). A full or switched-off storage keeps it until the page is left. */
export function rememberOnDevice(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nowhere to keep it: the choice holds on screen only.
  }
}

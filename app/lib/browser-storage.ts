/**
 * Everything the site keeps in the visitor's browser; it sets no cookies (PRODUCT.md 11
 * and 19). The cookie page names each item with its purpose and how long it stays
 * (content/legal/cookies.yml). Only this module touches the browser's storage, so
 * nothing can be kept that the page does not name (./browser-storage.test.ts).
 */
export const storedItems = {
  /** The embed kinds the visitor chose to load always (./consent.ts). */
  embedConsent: { key: "embed-consent", area: "local" },
  /** The dealer popup's form was sent: it stays closed for good (spec 4). */
  dealerPopupSent: { key: "dealer-popup", area: "local" },
  /** The dealer popup was closed: it stays closed for the visit (spec 4). */
  dealerPopupClosed: { key: "dealer-popup", area: "session" },
  /** The language suggestion was closed: it stays closed for the visit (PRODUCT.md 19). */
  languageNoticeClosed: { key: "language-notice-dismissed", area: "session" },
} as const satisfies Record<string, { key: string; area: "local" | "session" }>;

export type StoredItemId = keyof typeof storedItems;
type StoredItem = (typeof storedItems)[StoredItemId];

function storageOf({ area }: StoredItem): Storage {
  return area === "local" ? window.localStorage : window.sessionStorage;
}

/** The item's value; null when it is absent or the browser refuses storage (a private window). */
export function readStored(item: StoredItem): string | null {
  try {
    return storageOf(item).getItem(item.key);
  } catch {
    return null;
  }
}

/** Keeps a value; where the browser refuses storage, the state lasts for this page only. */
export function writeStored(item: StoredItem, value: string): void {
  try {
    storageOf(item).setItem(item.key, value);
  } catch {
    // Refused (a private window, a full quota): nothing to do.
  }
}

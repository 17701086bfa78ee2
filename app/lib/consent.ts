import { useSyncExternalStore } from "react";
import { readStored, storedItems, writeStored } from "./browser-storage";

/**
 * The visitor's choices about third-party content (PRODUCT.md 11), per category and kept
 * in this browser only. Nothing from another host loads until its category is allowed,
 * either once (this page view) or remembered.
 */
export const consentCategories = ["video", "maps"] as const;

/** Each category's name and description are in content/media/labels.yml (`categories`). */
export type ConsentCategory = (typeof consentCategories)[number];

const stored = storedItems.embedConsent;
const EVENT = "embed-consent-change";

type Stored = Partial<Record<ConsentCategory, boolean>>;

function read(): Stored {
  try {
    return JSON.parse(readStored(stored) ?? "{}") as Stored;
  } catch {
    return {};
  }
}

function isRemembered(category: ConsentCategory): boolean {
  return typeof window !== "undefined" && read()[category] === true;
}

export function setRemembered(category: ConsentCategory, allowed: boolean): void {
  const next = { ...read(), [category]: allowed };
  // Where storage is refused (a private window), the choice lasts for this page only.
  writeStored(stored, JSON.stringify(next));
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => e.key === stored.key && onChange();
  window.addEventListener(EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** Whether the visitor has allowed this category for good (false on the server). */
export function useRememberedConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isRemembered(category),
    () => false,
  );
}

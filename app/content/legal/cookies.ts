import { storedItems, type StoredItemId } from "../../lib/browser-storage";
import { site } from "../company.server";
import type { EmbedId } from "../embeds";
import { embedHosts, embeds } from "../embeds.server";
import type { LegalDocument } from "./types";

/**
 * /cookies (PRODUCT.md 11): no cookies of our own; what the site keeps in the browser; what
 * the embeds would set once the visitor loads them. The route renders the settings panel
 * (id "embed-settings", linked from the footer) after these sections. Both tables are built
 * from the code's own lists (app/lib/browser-storage.ts, the embeds' settings), so a stored item or
 * an embed cannot be added without its row; each language gives the words for each row.
 */

/** Per stored item: what it remembers, and how long it stays. */
export type StoredItemTexts = Record<StoredItemId, { what: string; lifetime: string }>;

/** Rows of the storage table: what it remembers, its name, where it is kept, how long. */
export function storageRows(texts: StoredItemTexts, areas: Record<"local" | "session", string>): string[][] {
  return (Object.keys(storedItems) as StoredItemId[]).map((id) => {
    const { key, area } = storedItems[id];
    return [texts[id].what, key, areas[area], texts[id].lifetime];
  });
}

/** Per embed: what it shows, and where on the site. */
export type EmbedTexts = Record<EmbedId, { content: string; where: string }>;

const providers: Partial<Record<EmbedId, string>> = {
  videoPlayer: embeds.videoPlayer.provider,
  officeMap: embeds.officeMap.provider,
  mapTiles: embeds.mapTiles.provider,
};

/**
 * Rows of the embeds table: what it shows, the service (`ownHost`, in the page's words,
 * for the host that serves our own demo film), the host it loads from, where it appears.
 */
export function embedRows(texts: EmbedTexts, ownHost: string): string[][] {
  const hosts = embedHosts();
  return (Object.keys(hosts) as EmbedId[]).map((id) => [texts[id].content, providers[id] ?? ownHost, hosts[id], texts[id].where]);
}

export const cookiesDocument: LegalDocument = {
  title: "Cookies",
  description: `${site.name} sets no cookies of its own. Everything this site keeps in your browser, and what videos and maps from other services would set.`,
  keywords: ["cookies", "local storage", "consent", "embeds", "privacy"],
  intro:
    "This site sets no cookies of its own and uses no tracking. Other services only come into play when you choose to load one of their videos or maps.",
  updated: "2026-11-25",
  sections: [
    {
      id: "our-cookies",
      title: "Cookies we set",
      blocks: [
        "None. We do not use cookies for analytics, advertising, or to recognise you on a later visit. The pages work fully without any cookie, so there is no cookie banner to click away.",
      ],
    },
    {
      id: "local-storage",
      title: "What we keep in your browser",
      blocks: [
        "Instead of cookies, the site keeps a few short notes in your browser's own storage, so that it remembers a choice you made. They stay on your device and are never sent to us. Local storage keeps a note until you clear it; session storage forgets it when you close the tab.",
        {
          table: {
            caption: "What this site keeps in your browser",
            head: ["What it remembers", "Name", "Kept in", "How long"],
            rows: storageRows(
              {
                embedConsent: {
                  what: "Your choice to always load videos or maps: one yes-or-no answer for each",
                  lifetime: "Until you change it below or clear your browser's data",
                },
                dealerPopupSent: {
                  what: "That you sent the dealer application in the pop-up, so it does not ask again",
                  lifetime: "Until you clear your browser's data",
                },
                dealerPopupClosed: {
                  what: "That you closed the dealer application pop-up, so it stays closed during your visit",
                  lifetime: "Until you close the tab",
                },
                languageNoticeClosed: {
                  what: "That you closed the suggestion to read the site in your language",
                  lifetime: "Until you close the tab",
                },
              },
              { local: "Local storage", session: "Session storage" },
            ),
            codeColumns: [1],
          },
        },
        "You can clear these notes at any time in your browser's settings (site data). Your choices for videos and maps can also be changed below.",
      ],
    },
    {
      id: "embeds",
      title: "Videos and maps from other services",
      blocks: [
        "Until you choose to load them, videos and maps are shown as a local picture and no request goes to another service. Once you load one, that service may set cookies or similar storage of its own and receives your IP address, as with any website you visit:",
        {
          table: {
            caption: "Services that can be loaded on request",
            head: ["Content", "Service", "Address", "Where it appears"],
            rows: embedRows(
              {
                videoPlayer: { content: "Background film of the PeVino page", where: "PeVino brand page" },
                demoVideo: { content: "Norcool panel installation demo", where: 'Home page, section "Choose your finish"' },
                officeMap: { content: "Map of our office", where: "Home page, contact section" },
                mapTiles: { content: "Map of our dealers", where: "Norcool brand page, dealer locator" },
              },
              "Our video host",
            ),
            codeColumns: [2],
          },
        },
        "Their use of cookies is described in the privacy and cookie policies of those services. We have chosen the privacy-enhanced player for embedded videos where the service offers one.",
      ],
    },
    {
      id: "change-choices",
      title: "Changing your choices",
      blocks: [
        'Use the switches below to stop or allow loading videos and maps automatically. Turning a switch off stops automatic loading straight away; to remove cookies a service has already set, clear them in your browser\'s settings. If you never tick an "always load" option, nothing is stored about videos and maps.',
      ],
    },
  ],
};

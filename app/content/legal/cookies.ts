import { embeds } from "../embeds";
import { site } from "../site";
import type { LegalDocument } from "./types";

/**
 * /cookies (PRODUCT.md 11): no cookies of our own; what local storage holds; what the
 * embeds would set once the visitor loads them. The route renders the settings panel
 * (id "embed-settings", linked from the footer) after these sections.
 */
export const cookiesDocument: LegalDocument = {
  title: "Cookies",
  description: `${site.name} sets no cookies of its own. What this site keeps in your browser, and what videos and maps from other services would set.`,
  keywords: ["cookies", "local storage", "consent", "embeds", "privacy"],
  intro:
    "This site sets no cookies of its own and uses no tracking. Other services only come into play when you choose to load one of their videos or maps.",
  updated: "2026-11-22",
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
        "If you choose to always load videos or maps, your browser remembers that choice in its local storage under the name embed-consent. It holds nothing but two yes-or-no answers, one for videos and one for maps. It stays on your device, is never sent to us, and you can change or clear it at any time below or in your browser's settings.",
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
            head: ["Content", "Service", "Where it appears"],
            rows: [
              ["Brand and product videos", embeds.videoPlayer.provider, "Brand pages and the home page"],
              ["Interactive maps and map tiles", embeds.mapTiles.provider, "Contact section on the home page, dealer locator"],
            ],
          },
        },
        "Their use of cookies is described in the privacy and cookie policies of those services. We have chosen the privacy-enhanced player for embedded videos where the service offers one.",
      ],
    },
    {
      id: "change-choices",
      title: "Changing your choices",
      blocks: [
        'Use the switches below to stop or allow loading videos and maps automatically. Turning a switch off stops automatic loading straight away; to remove cookies a service has already set, clear them in your browser\'s settings. If you never tick an "always load" option, nothing is stored at all.',
      ],
    },
  ],
};

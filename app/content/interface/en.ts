import type { BecomeDealerLabels } from "../become-dealer-labels";
import type { BrandPageLabels } from "../brand-pages/labels";
import type { CountryCode } from "../brands";
import type { CommonCopy } from "../common";
import type { DealerLocatorCopy } from "../dealer-locator";
import type { DealerTier } from "../dealers";
import type { ErrorPagesCopy } from "../error-pages";
import type { FormsCopy } from "../forms";
import type { NavigationCopy } from "../navigation";
import type { SearchBoxCopy } from "../search-box";
import type { ShellCopy } from "../shell";
import type { SiteMetaCopy } from "../site-meta";

/**
 * The interface strings a developer changes (labels, validation messages, screen-reader
 * texts), in one module per language: this English one, and ./nl.ts, ./de.ts and ./fr.ts
 * beside it, each typed by `InterfaceTexts`, so a text missing from a language fails the
 * typecheck; the build's translation check compares their texts and placeholders
 * (app/content/i18n/registry.server.ts). What an editor changes is in content/ instead
 * (docs/decisions/0022-content-as-data.md). The shapes are the interfaces of the modules named
 * below; app/content/i18n/ui.server.ts hands each page its language's set.
 */
export interface InterfaceTexts {
  /** Breadcrumb, new-tab and PDF notes, carousel and file-list controls (../common.ts). */
  common: CommonCopy;
  /** A page's metadata defaults and the skip link (../site-meta.ts). */
  siteMeta: SiteMetaCopy;
  /** Logo, top bar, header, mobile menu, footer, language switcher, toasts (../shell.ts). */
  shell: ShellCopy;
  /** The menus' labels (../navigation.ts). */
  navigation: NavigationCopy;
  /** The not-found page and the error screen (../error-pages.ts). */
  errorPages: ErrorPagesCopy;
  /** Form labels, help texts, validation and error messages, results, the dealer popup (../forms.ts). */
  forms: FormsCopy;
  /** The /become-dealer page's buttons, links and screen-reader labels (../become-dealer-labels.ts). */
  becomeDealerLabels: BecomeDealerLabels;
  /** The dealer locator (../dealer-locator.ts, app/components/dealers/). */
  dealerLocator: DealerLocatorCopy;
  /** Labels of the dealer tiers (spec 9), on the locator's badges and the home page's counts. */
  dealerTiers: Record<DealerTier, { label: string }>;
  /** The header's search box and the result labels (../search-box.ts). */
  searchBox: SearchBoxCopy;
  /** Search keywords every news article gets besides its category, in the language's search index. */
  newsSearchKeywords: readonly string[];
  /** The texts every brand page shares around its own copy: buttons, links, screen-reader labels (../brand-pages/labels.ts). */
  brandPageLabels: BrandPageLabels;
  /**
   * The countries a brand is served in (spec 3: benelux expands to three countries): their
   * names, as a flag's tooltip reads them, and each as a phrase with its preposition ("in
   * Germany"), since other languages' prepositions and articles differ by country ("aux
   * Pays-Bas", "en Allemagne") and a sentence puts none of its own.
   */
  countries: { names: Record<CountryCode, string>; places: Record<CountryCode, string> };
}

export const en: InterfaceTexts = {
  common: {
    breadcrumbHome: "Home",
    newTab: " (opens in a new tab)",
    pdf: " (PDF)",
    carousel: {
      roleDescription: { carousel: "carousel", slide: "slide" },
      slide: "{index} of {count}",
      previous: "Previous slide",
      next: "Next slide",
      show: "Show slide {index} of {count}",
    },
    files: {
      download: "Download",
      downloadNote: ": {name} ({type}, {size})",
      downloadAll: "Download All",
      archiveFacts: " ({type}, {size})",
      matching: " matching “{query}”",
    },
  },
  siteMeta: {
    imageAlt: "{name}: premium home and kitchen appliances for the Benelux and Germany",
    keywords: ["premium appliances", "importer", "distributor", "Benelux", "Germany"],
    skipLink: "Skip to main content",
  },
  shell: {
    logo: "{name}, {tagline}, home",
    contactDetails: "Contact details",
    office: "Office located in the Netherlands",
    header: { company: "Company", brands: "Brands" },
    mobileMenu: {
      open: "Open menu",
      close: "Close menu",
      label: "Menu",
      portal: "Dealer Portal",
      brands: "Our Brands",
      navigation: "Navigation",
    },
    footer: {
      about: "Importer and distributor of premium home and kitchen appliances for professionals and consumers in the Benelux and Germany.",
      legal: "© {year} {company} · KvK {kvk} · VAT {vat}",
      embedSettings: "Privacy settings for videos and maps",
    },
    languages: "Language",
    closeToast: "Close notification",
  },
  navigation: {
    top: { about: "About us", news: "News", service: "Service & Support", downloads: "Downloads", contact: "Contact", login: "Log in" },
    service: {
      request: "Service Request",
      warranty: "Warranty Terms",
      terms: "General Terms & Conditions",
      manuals: "Manuals",
    },
    mobile: {
      about: "About Us",
      news: "News",
      contact: "Contact",
      serviceRequest: "Service Request",
      warranty: "Warranty Terms",
      terms: "Terms & Conditions",
      manuals: "Manuals",
      downloads: "Downloads",
    },
    footer: {
      brands: "Our Brands",
      company: { title: "Company", brands: "Brands", about: "About Us", contact: "Contact", sitemap: "Sitemap" },
      legal: {
        title: "Legal",
        privacy: "Privacy Policy",
        terms: "General Terms & Conditions",
        returns: "Return Policy",
        shipping: "Shipping",
        cookies: "Cookies",
      },
      dealers: { title: "Dealers", login: "Dealer Login", register: "Become a Dealer", info: "Dealer information" },
    },
  },
  errorPages: {
    notFound: {
      meta: { title: "Page not found", description: "The page you are looking for does not exist." },
      articleDescription: "The article you are looking for does not exist.",
      title: "Oops! Page not found",
      text: "The page you are looking for does not exist or has moved. The links above and below will take you to our brands, service and contact pages.",
      home: "Return to Home",
    },
    error: {
      title: "Something went wrong",
      description: "The page could not be shown.",
      text: { before: "The page could not be shown. Please try again in a moment, or go back to the", link: "home page", after: "." },
      articleText: {
        before: "This article could not be shown. Please try again in a moment, or go back to the",
        link: "news overview",
        after: ".",
      },
    },
  },
  forms: {
    labels: {
      firstName: "First name",
      lastName: "Last name",
      name: "Name",
      email: "Email",
      company: "Company",
      subject: "Subject",
      message: "Message",
      phone: "Phone",
      brand: "Brand",
      model: "Model",
      serialNumber: "Serial number",
      purchaseDate: "Purchase date",
      issueDescription: "Issue description",
      urgency: "Urgency",
      comments: "Comments",
    },
    optional: " (optional)",
    honeypot: "Leave this field empty",
    hints: {
      serialNumber: "On the type plate, often inside the door.",
      issueDescription: "What happens, since when, and any error code on the display.",
    },
    submit: { message: "Send Message", service: "Submit Service Request", dealer: "Send Application" },
    sending: "Sending...",
    homeContactLabel: "Send us a message",
    service: {
      details: "Your details",
      appliance: "Your appliance",
      choose: "Choose a brand",
      otherBrand: "Other brand",
      urgency: { low: "Low", normal: "Normal", high: "High", urgent: "Urgent" },
    },
    dealer: { general: "General (all brands)", brand: "Brand:" },
    success: {
      title: "Success!",
      homeContact: "Thank you for your message! We'll get back to you soon.",
      dealer: "Your dealer application has been received! We will contact you within 48 hours.",
      brandDealer: "Your {brand} dealer application has been received! We will contact you within 48 hours.",
    },
    pageForms: {
      lang: "nl",
      contactSuccess: "Bedankt voor je bericht! We nemen binnen 24 uur contact met je op.",
      serviceSuccess: "Je service aanvraag is ontvangen! Onze technici nemen binnen 24 uur contact met je op.",
      contactSending: "Versturen...",
      serviceSending: "Aanvraag versturen...",
    },
    validation: {
      required: "{field} is required",
      notText: "{field} must be text",
      invalidCharacters: "{field} contains invalid characters",
      tooLong: "{field} must be at most {max} characters",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      brand: "Please choose a brand from the list",
      urgency: "Please choose an urgency from the list",
      purchaseDate: "Please enter a valid purchase date",
    },
    errors: {
      failed: "Failed to submit form",
      invalid: "Please check the highlighted fields.",
      unavailable: "Your message could not be saved right now. Please try again in a moment.",
      rateLimited: {
        one: "Too many submissions. Please try again in {seconds} second.",
        other: "Too many submissions. Please try again in {seconds} seconds.",
      },
      idempotencyConflict: "This Idempotency-Key was already used for a different submission.",
      notFromPage: "Please send the form from the page.",
      wrongForm: "This form cannot be sent from this page.",
      tooLarge: "The form is too large to send (limit {limit} KB).",
      unreadable: "The form could not be read. Please send it again.",
    },
    popup: {
      title: "Become a dealer",
      brandTitle: "Become a {brand} dealer",
      intro: "Tell us about your business and we will contact you within 48 hours.",
      show: "Show form",
      hide: "Hide form",
      close: "Close the dealer application",
      appeared: "{title}: an application form can be opened at the bottom of the screen.",
    },
  },
  becomeDealerLabels: {
    apply: "Apply Now",
    applyNote: " (opens the dealer portal in a new tab)",
    statsTitle: "Our dealer network in figures",
    brandCard: {
      facts: "Partner since {year} · Available in {countries}",
      discover: "Discover {brand}",
    },
    portalLogin: { before: "Already a dealer?", link: "Log in to the dealer portal", after: "" },
    step: "Step {number}: ",
    questions: { before: "Questions first? E-mail", between: "or call", after: "." },
  },
  dealerLocator: {
    listTitle: "Dealers",
    countries: { Netherlands: "Netherlands", Belgium: "Belgium", Luxembourg: "Luxembourg", Germany: "Germany" },
    place: "{city}, {country}",
    away: "· {distance} away",
    awayNote: " away",
    card: {
      close: "Close details of {name}",
      website: "Website",
      viewDetails: "View Details",
    },
    search: {
      legend: "Find dealers near you",
      locate: "Use My Location",
      locating: "Finding your location…",
      yourLocation: "your location",
      label: "Town or postcode",
      placeholder: "e.g. Zwolle or 8011 AB",
      submit: "Sort",
      submitNote: " dealers by distance",
      located: "Location detected! The map will show dealers near you",
      sortedFrom: { before: "Sorted by distance from ", after: "." },
      postcodeArea: "postcode area {area} ({town})",
      unknown: "We don’t know “{query}”. Try a Dutch town or a postcode such as 8011 AB.",
      reset: "Show all in the usual order",
    },
    map: {
      title: "Dealer map",
      region: "Map of the dealers",
      loading: "Loading map…",
      attribution: "© {link} contributors",
    },
    lock: {
      lang: "nl",
      locked: "Houd Cmd/Ctrl ingedrukt om de kaart te gebruiken",
      lockedTouch: "Kies een dealer in de lijst om hem op de kaart te tonen",
      unlocked: "Kaart beschikbaar – scrollen en klikken is toegestaan",
    },
  },
  dealerTiers: {
    A: { label: "Premium Partner" },
    B: { label: "Certified Dealer" },
    C: { label: "Authorized Reseller" },
  },
  searchBox: {
    field: { label: "Search the site", placeholder: "Search brands, manuals…", submit: "Search" },
    listLabel: "Search results",
    status: { one: "{count} result for {query}", other: "{count} results for {query}" },
    resultTypes: { brand: "Brand", page: "Page", news: "News", manual: "Manual", service: "Service" },
  },
  newsSearchKeywords: ["news", "article"],
  brandPageLabels: {
    shareImageAlt: "{brand}: {tagline}",
    hero: {
      back: "Back to Home",
      explore: "Explore Product Categories",
      video: "{brand} background video",
    },
    category: {
      learnMore: "Learn More",
      externalNote: "about {name} on the {brand} website (opens in a new tab)",
    },
    carousel: {
      previous: "Previous image of {label}",
      next: "Next image of {label}",
      show: "Show image {index} of {count}",
    },
    showcase: { pricing: "Contact for Pricing" },
    partnerSince: { before: "Partner since ", after: "" },
    featuresCarousel: "{title}: highlights",
    contact: {
      subject: "{brand} enquiry",
      mail: "Contact Us",
      portal: "Dealer Portal",
    },
  },
  countries: {
    names: {
      nederland: "the Netherlands",
      benelux: "the Netherlands, Belgium and Luxembourg",
      duitsland: "Germany",
    },
    places: {
      nederland: "in the Netherlands",
      benelux: "in the Netherlands, Belgium and Luxembourg",
      duitsland: "in Germany",
    },
  },
};

/**
 * The texts of the page's frame (spec 2.2): logo, top bar, header, mobile menu, footer,
 * language switcher and toasts. The menus' link labels are in ./navigation.ts, the
 * company's own words in content/company/texts.yml. The texts of each language are
 * in ./interface/<lang>.ts (`shell`).
 */
export interface ShellCopy {
  /** `{name}`, `{tagline}`: the logo link's name, its visible text first (WCAG 2.5.3), then where it goes. */
  logo: string;
  /** Names the list of phone, e-mail and hours in the top bar and the mobile menu. */
  contactDetails: string;
  /** One of the phone top bar's rotating messages (spec 2.2): one line at 320 px, about 33 characters at most. */
  office: string;
  /** Names of the header's two link rows. */
  header: { company: string; brands: string };
  mobileMenu: {
    open: string;
    close: string;
    /** The menu dialog's name. */
    label: string;
    /** The portal button (spec 2.2); a new-tab note follows it. */
    portal: string;
    brands: string;
    navigation: string;
  };
  footer: {
    /** What the company does, under the logo. */
    about: string;
    /** `{year}`, `{company}`, `{kvk}`, `{vat}`: the bottom line. */
    legal: string;
    /** The link to the embed choices on /cookies (PRODUCT.md 11). */
    embedSettings: string;
  };
  /** Names the language switcher (its languages are named in themselves: app/lib/i18n.ts). */
  languages: string;
  /** The close button of a toast (app/components/ui/toast.tsx). */
  closeToast: string;
}

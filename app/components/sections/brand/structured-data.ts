import type { Brand } from "~/content/brands";
import type { BrandPage } from "~/content/brand-pages/types";
import type { Site } from "~/content/company";
import { watchUrl } from "~/components/media/player-url";
import { localizePath, type Lang } from "~/lib/i18n";
import { absoluteUrl, breadcrumbJsonLd, videoJsonLd } from "~/lib/meta";

/**
 * Structured data of a brand page (spec 2.1): the Brand, its breadcrumb and, where the
 * hero has a film, a VideoObject (name, description, thumbnail, upload date, content URL,
 * embed URL), in the page's language: its texts come with `brand` and `page`, its
 * addresses are the language's, and `home` names the breadcrumb's first step. `site` and
 * `videoOrigin` (the video player's) are the company's details and the embeds' settings,
 * which the page's loader reads.
 */
export function brandPageJsonLd(
  brand: Brand,
  page: BrandPage,
  { site, videoOrigin, lang, home }: { site: Site; videoOrigin: string; lang: Lang; home: string },
): object[] {
  const path = localizePath(`/brands/${brand.slug}`, lang);
  const url = absoluteUrl(site.url, path);
  const data: object[] = [
    {
      "@context": "https://schema.org",
      "@type": "Brand",
      name: brand.name,
      description: brand.description,
      slogan: brand.tagline,
      logo: absoluteUrl(site.url, brand.logo),
      url,
      sameAs: [brand.website],
    },
    breadcrumbJsonLd(site.url, [
      { name: home, path: localizePath("/", lang) },
      { name: brand.name, path },
    ]),
  ];
  const { media } = page.hero;
  if (media.kind === "video") {
    const file = media.sources.find((s) => s.type === "video/mp4") ?? media.sources[0];
    data.push(
      videoJsonLd(site.url, {
        name: media.name,
        description: media.description,
        thumbnail: media.poster.wide.src,
        contentUrl: file?.src ?? path,
        // The film plays on the brand page itself.
        embedUrl: url,
      }),
    );
  } else if (media.kind === "embed") {
    data.push(
      videoJsonLd(site.url, {
        name: media.name,
        description: media.description,
        thumbnail: media.poster.wide.src,
        contentUrl: watchUrl(media.videoId),
        embedUrl: `${videoOrigin}/embed/${encodeURIComponent(media.videoId)}`,
      }),
    );
  }
  return data;
}

import type { ReactNode } from "react";
import { useLocation, Link } from "react-router";
import type { LegalBlock, LegalDocument, LegalPageLabels, LegalTable } from "~/content/legal/types";
import { LegalHeroPanel } from "~/components/sections/legal-hero-panel";
import { PageHero } from "~/components/sections/page-hero";
import { RichText } from "~/components/sections/rich-text";
import { cn } from "~/lib/cn";
import { localizePath } from "~/lib/i18n";
import { fillParts } from "~/lib/inline-text";
import { useLang, useSite } from "~/lib/use-ui";

/** Pages with at least this many sections get a table of contents. */
const TOC_FROM = 5;

/** A cell's text; a name typed exactly (a `codeColumns` cell) as code, never broken. */
function Cell({ table, column, text }: { table: LegalTable; column: number; text: string }) {
  if (!table.codeColumns?.includes(column)) return text;
  return <code className="rounded bg-mist px-1 font-mono text-[0.9em] whitespace-nowrap">{text}</code>;
}

/**
 * A table; on a phone, one of three or more columns is shown as a card per row instead
 * (its first cell as the title, each other cell under its column's name), since so many
 * columns squeeze the text into a word a line. Each form is hidden (display: none) where
 * the other shows, so screen readers meet one.
 */
function Table({ table }: { table: LegalTable }) {
  const cards = table.head.length > 2;
  return (
    <>
      {/* Focusable so keyboard users can scroll a wide table. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (axe: scrollable-region-focusable) */}
      <div className={cn("overflow-x-auto", cards && "max-sm:hidden")} role="region" aria-label={table.caption} tabIndex={0}>
        <table>
          <caption className="mb-2 text-left text-sm text-muted">{table.caption}</caption>
          <thead>
            <tr>
              {table.head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="border-b align-top font-medium">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>
                      <Cell table={table} column={i} text={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cards ? (
        <section aria-label={table.caption} className="my-6 sm:hidden">
          <p className="!mb-2 text-sm text-muted">{table.caption}</p>
          <ul className="!my-0 list-none divide-y divide-line border-y-2 border-line !pl-0 text-sm">
            {table.rows.map((row) => (
              <li key={row[0]} className="py-3">
                <p className="!my-0 font-medium">{row[0]}</p>
                <dl className="mt-1.5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                  {row.slice(1).map((cell, i) => (
                    <div key={i} className="contents">
                      <dt className="text-muted">{table.head[i + 1]}</dt>
                      <dd className="break-words">
                        <Cell table={table} column={i + 1} text={cell} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") {
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  }
  if ("table" in block) return <Table table={block.table} />;
  const items = block.list.map((item) => (
    <li key={item}>
      <RichText text={item} />
    </li>
  ));
  return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}

function CompanyDetails({ company }: { company: LegalPageLabels["company"] }) {
  const site = useSite();
  const { address } = site;
  return (
    <section aria-labelledby="company-details" className="mt-12 rounded-lg bg-mist p-6 text-sm">
      <h2 id="company-details" className="text-lg font-semibold text-navy-900">
        {company.title}
      </h2>
      <address className="mt-2 not-italic leading-6">
        {site.legalName}
        <br />
        {address.street}, {address.postalCode} {address.city}, {company.country}
        <br />
        {fillParts(company.chamberOfCommerce, { number: site.chamberOfCommerce })}
        <br />
        {fillParts(company.vat, { number: site.vatNumber })}
        <br />
        {company.email}{" "}
        <a href={`mailto:${site.mailboxes.info}`} className="font-medium text-navy-700 underline underline-offset-2">
          {site.mailboxes.info}
        </a>
      </address>
    </section>
  );
}

/**
 * The Dutch text is authoritative (PRODUCT.md 19): every other language's page says so and
 * links the Dutch page; the Dutch page says it is that text.
 */
function AuthoritativeNotice({ notice }: { notice: LegalPageLabels["authoritative"] }) {
  const lang = useLang();
  const { pathname } = useLocation();
  return (
    <p className="mt-0 text-sm text-muted" data-testid="authoritative-notice">
      {notice.before}
      {lang === "nl" ? (
        notice.link
      ) : (
        // Deliberately to the Dutch page, not the page's language.
        <Link to={localizePath(pathname, "nl")} hrefLang="nl">
          {notice.link}
        </Link>
      )}
      {notice.after}
    </p>
  );
}

/**
 * The shared layout of the legal and policy pages: hero (with the revision date and the
 * way to the contents beside the title), table of contents for long pages, the sections of a LegalDocument, optional extra content, company details. The
 * document and the labels around it come from the route's loader in the page's language.
 */
export function LegalPage({
  document,
  labels,
  eyebrow = labels.eyebrows.legal,
  extraToc = [],
  children,
}: {
  document: LegalDocument;
  labels: LegalPageLabels;
  eyebrow?: string;
  /** Table of contents entries for `children` (their ids must exist in them). */
  extraToc?: readonly { id: string; title: string }[];
  children?: ReactNode;
}) {
  const titles = document.sections.map((s, i) => (document.numbered ? `${document.numbered} ${i + 1}. ${s.title}` : s.title));
  const toc = [...document.sections.map((s, i) => ({ id: s.id, title: titles[i]! })), ...extraToc];
  const showToc = toc.length >= TOC_FROM;
  return (
    <>
      <PageHero
        eyebrow={eyebrow}
        title={document.title}
        intro={<RichText text={document.intro} />}
        panel={<LegalHeroPanel labels={labels} updated={document.updated} toc={showToc ? "toc-title" : undefined} sections={toc} />}
      />
      <div className={showToc ? "container-page py-12 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12" : "container-page py-12"}>
        {showToc ? (
          <nav
            aria-labelledby="toc-title"
            className="mb-10 self-start rounded-lg border border-line p-5 text-sm lg:sticky lg:top-40 lg:mb-0 lg:max-h-[calc(100vh-11rem)] lg:overflow-y-auto"
          >
            <h2 id="toc-title" className="font-semibold text-navy-900">
              {labels.toc}
            </h2>
            {/* Each link padded to a 28 px tall target (WCAG 2.5.8) in place of a gap between them. */}
            <ol className="mt-2">
              {toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`} className="inline-block py-1 text-navy-700 underline-offset-2 hover:underline">
                    {entry.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="max-w-3xl">
          <div className="prose-page">
            <AuthoritativeNotice notice={labels.authoritative} />
            {document.sections.map((section, i) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>{titles[i]}</h2>
                {section.blocks.map((block, j) => (
                  <Block key={j} block={block} />
                ))}
              </section>
            ))}
          </div>
          {children}
          <CompanyDetails company={labels.company} />
        </div>
      </div>
    </>
  );
}

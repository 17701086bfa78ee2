import { useId, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { NewsPagesCopy } from "~/content/news-pages";
import { useUi } from "~/lib/use-ui";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The share row of an article (spec 2.5 "a share label"). Works without JavaScript: the
 * link is shown in a read-only field to copy by hand, LinkedIn and e-mail are plain
 * links. With JavaScript a Copy link button uses the clipboard. Texts in the page's
 * language: `share` from the article's loader, the new-tab note from the interface set.
 */
export function ShareLinks({
  url,
  title,
  summary,
  copy: share,
}: {
  url: string;
  title: string;
  summary: string;
  copy: NewsPagesCopy["share"];
}) {
  const { common } = useUi();
  // Only in the browser, where the clipboard can be asked.
  const canCopy = useHydrated() && typeof navigator.clipboard?.writeText === "function";
  const [status, setStatus] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(share.copied);
    } catch {
      input.current?.select();
      setStatus(share.selected);
    }
  }

  const linkedIn = `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
  const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${summary}\n\n${url}`)}`;
  const linkClass = buttonClass({ variant: "outline", size: "sm" }, "text-navy-900");

  return (
    <section aria-labelledby="share-title" className="rounded-xl border border-line p-6">
      <h2 id="share-title" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <Icon name="share" className="size-5" />
        {share.title}
      </h2>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={fieldId} className="sr-only">
          {share.fieldLabel}
        </label>
        <input
          ref={input}
          id={fieldId}
          type="url"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-9 w-full min-w-0 flex-1 pointer-coarse:min-h-11 rounded-md border border-line bg-mist px-3 text-sm text-ink"
        />
        {canCopy ? (
          <button type="button" onClick={() => void copy()} className={buttonClass({ size: "sm" })}>
            <Icon name="link" />
            {share.copy}
          </button>
        ) : null}
      </div>
      <ul className="mt-4 flex flex-wrap gap-3">
        <li>
          <a href={linkedIn} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <Icon name="external" />
            {share.linkedIn}
            <span className="sr-only">{common.newTab}</span>
          </a>
        </li>
        <li>
          <a href={mail} className={linkClass}>
            <Icon name="mail" />
            {share.email}
          </a>
        </li>
      </ul>
      <p role="status" className="mt-3 text-sm font-medium text-ok empty:mt-0">
        {status}
      </p>
    </section>
  );
}

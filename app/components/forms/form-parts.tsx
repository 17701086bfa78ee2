import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { formKindField, type FormKind } from "~/lib/forms/fields";
import { cn } from "~/lib/cn";
import { Honeypot } from "./field";

/** The hidden parts every form posts: which form it is, and the empty honeypot. */
export function FormHiddenFields({ kind, idPrefix }: { kind: FormKind; idPrefix: string }) {
  return (
    <>
      <input type="hidden" name={formKindField} value={kind} />
      <Honeypot idPrefix={idPrefix} />
    </>
  );
}

/** The submit button: disabled with the spec's loading label while sending (spec 4 and 8). */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
  sendingLang,
  className,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
  sendingLang?: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={sending}
      aria-disabled={sending}
      className={buttonClass({ size: "lg" }, cn("w-full sm:w-auto", className))}
    >
      {sending ? <span lang={sendingLang}>{sendingLabel}</span> : label}
    </button>
  );
}

/** The server-rendered result of a plain HTML post that succeeded. */
export function SuccessNotice({ title, children, lang }: { title: string; children: ReactNode; lang?: string }) {
  return (
    <div role="status" className="mb-6 rounded-md border border-ok/40 bg-green-50 px-4 py-3 text-sm text-ok">
      <p className="font-semibold">{title}</p>
      <p className="mt-1" lang={lang}>
        {children}
      </p>
    </div>
  );
}

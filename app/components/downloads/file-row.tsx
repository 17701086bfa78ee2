import { buttonClass } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icon";
import type { FileType } from "~/lib/file-size";
import { fillParts } from "~/lib/inline-text";
import { useUi } from "~/lib/use-ui";

const typeIcons: Record<FileType, IconName> = { PDF: "file", ZIP: "archive", MP4: "video" };

/** One downloadable file: name, type and size (spec 2.6, 2.7) and a real Download link. */
export function FileRow({
  name,
  description,
  url,
  type,
  size,
  headingLevel = 3,
}: {
  name: string;
  description?: string;
  url: string;
  type: FileType;
  size: string;
  headingLevel?: 3 | 4;
}) {
  const { common } = useUi();
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4 sm:flex-nowrap">
      <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-md bg-mist text-navy-700">
        <Icon name={typeIcons[type]} className="size-5" />
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <Heading className="font-semibold leading-snug text-navy-900">{name}</Heading>
        {description ? <p className="mt-0.5 text-sm text-muted">{description}</p> : null}
        <p className="mt-1 text-sm text-muted" data-file-meta="">
          <span>{type}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          <span data-file-size="">{size}</span>
        </p>
      </div>
      <a href={url} download className={buttonClass({ variant: "outline", size: "sm" }, "w-full text-navy-900 sm:w-auto")}>
        <Icon name="download" />
        {common.files.download}
        <span className="sr-only">{fillParts(common.files.downloadNote, { name, type, size })}</span>
      </a>
    </li>
  );
}

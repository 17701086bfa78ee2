import { z } from "zod";
import { checked, template, text } from "./copy.schema.server";
import type { MediaCopy } from "./media";

/** A text read right after another (a link or the button's label follows): it ends with its own space. */
const before = (placeholder: string) => z.string().regex(/ $/, "ends with a space: a link follows it").pipe(template(placeholder));

/** content/media/labels.yml (read by ./i18n/brands.server.ts), handed on as written. */
export const mediaSchema = checked<MediaCopy>(
  z.object({
    video: z.object({
      playing: text,
      paused: text,
      mute: text,
      unmute: text,
      muteLabel: template("label"),
      unmuteLabel: template("label"),
      pauseLabel: template("label"),
      playLabel: template("label"),
    }),
    noAudio: z.object({ title: text, description: text }),
    consent: z.object({
      playVideo: text,
      loadMap: text,
      titleNote: template("title"),
      loadsFrom: template("provider"),
      connects: z.object({ video: before("provider"), maps: before("provider") }),
      more: text,
      always: z.object({ video: text, maps: text }),
    }),
    categories: z.object({
      video: z.object({ label: text, description: text }),
      maps: z.object({ label: text, description: text }),
    }),
  }),
);

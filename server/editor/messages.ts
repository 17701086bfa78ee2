/**
 * The build's words for a text's form, in Dutch, as the editor shows them under a field
 * ("Titel komt niet overeen met het patroon: hoogstens 70 tekens"). The schemas keep their
 * English messages, which the build prints for whoever reads its log; the editor's staff read
 * Dutch (./labels.ts). Every message a schema gives has a line here, and every line here is
 * some schema's (./messages.test.ts).
 */
type Line = readonly [RegExp, (...parts: string[]) => string];

/** "…x.webm or .mp4" → "…x.webm of .mp4". */
const or = (list: string) => list.replace(/ or /g, " of ");

export const dutchMessages: readonly Line[] = [
  [
    /^a path under (\S+)( \(lower case\))? ending in (.+?)(?:, e\.g\. (\S+))?$/,
    (folder, lower, endings, example) =>
      `een pad onder ${folder}${lower ? " (kleine letters)" : ""} dat op ${or(endings)} eindigt${example ? `, bijv. ${example}` : ""}`,
  ],
  [/^lower-case letters, digits and hyphens, as in the file name$/, () => "kleine letters, cijfers en streepjes, zoals in de bestandsnaam"],
  [
    /^lower-case letters, digits and single hyphens, e\.g\. (\S+)$/,
    (example) => `kleine letters, cijfers en losse streepjes, bijv. ${example}`,
  ],
  [/^international format as shown, e\.g\. (.+)$/, (example) => `internationale notatie, bijv. ${example}`],
  [
    /^write the number in international form, such as (".+")$/,
    (example) => `schrijf het nummer in internationale notatie, zoals ${example}`,
  ],
  [/^a tel: link in international form, such as (".+")$/, (example) => `een tel:-link in internationale notatie, zoals ${example}`],
  [/^an e-mail address$/, () => "een e-mailadres"],
  [/^an https:\/\/ address or a path on this site$/, () => "een https://-adres of een pad op deze site"],
  [/^a video ID of the video service$/, () => "de ID van de video bij de videodienst"],
  [/^must not be empty$/, () => "mag niet leeg zijn"],
  [/^a Chamber of Commerce \(KvK\) number: eight digits$/, () => "een KvK-nummer: acht cijfers"],
  [/^a Dutch VAT number, such as (".+")$/, (example) => `een Nederlands btw-nummer, zoals ${example}`],
  [/^a time of day on the 24-hour clock, such as (".+") or (".+")$/, (a, b) => `een tijd in 24-uursnotatie, zoals ${a} of ${b}`],
  [
    /^a number, with a \+ after it where it is a lower bound: (".+")$/,
    (example) => `een getal, met een + erachter als het een ondergrens is: ${example}`,
  ],
  [/^a path, an #anchor or an https address$/, () => "een pad, een #anker of een https-adres"],
  [/^a site path starting with \/$/, () => "een pad op de site dat met / begint"],
  [/^starts with a space: it is read right after the label$/, () => "begint met een spatie: het volgt direct op het label"],
  [/^ends with a space: a link follows it$/, () => "eindigt met een spatie: er volgt een link"],
];

/** A schema's message in Dutch, or undefined when this table lacks it. */
export function dutchMessage(english: string): string | undefined {
  for (const [pattern, dutch] of dutchMessages) {
    const match = pattern.exec(english);
    if (match) return dutch(...match.slice(1).map((part) => part ?? ""));
  }
  return undefined;
}

/** A text's length bounds in words: "hoogstens 70 tekens", "10 tot 120 tekens", "minstens 20 tekens". */
export function lengthWords(min: number, max: number | undefined): string {
  if (max !== undefined) return min > 1 ? `${min} tot ${max} tekens` : `hoogstens ${max} tekens`;
  return min > 1 ? `minstens ${min} tekens` : "";
}

/** The words for a text that fits no pattern the editor can name, and for a web address. */
export const notInForm = "niet in de verwachte vorm";
export const webAddress = "een webadres (https://…)";

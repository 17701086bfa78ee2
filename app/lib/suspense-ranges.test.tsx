import { renderToString } from "react-dom/server";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { markSuspenseRanges } from "./suspense-ranges";

describe("markSuspenseRanges", () => {
  it("writes React's boundary markers as Preact's range markers, nested ones too", () => {
    const html = renderToString(
      <main>
        <Suspense fallback={null}>
          <section>one</section>
          <Suspense fallback={null}>
            <section>two</section>
          </Suspense>
          <section>three</section>
        </Suspense>
      </main>,
    );
    expect(html).toContain("<!--$-->");
    expect(markSuspenseRanges(html)).toBe(
      "<main><!--$s--><section>one</section><!--$s--><section>two</section><!--/$s--><section>three</section><!--/$s--></main>",
    );
  });

  it("leaves other comments, and a document with a pending or failed boundary, as they are", () => {
    expect(markSuspenseRanges("<p>a<!-- -->b</p><!--$--><i></i><!--/$-->")).toBe("<p>a<!-- -->b</p><!--$s--><i></i><!--/$s-->");
    const pending = "<!--$--><i></i><!--/$--><!--$?--><template></template><!--/$-->";
    expect(markSuspenseRanges(pending)).toBe(pending);
  });
});

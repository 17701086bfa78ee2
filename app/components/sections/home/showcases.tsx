import type { HomeContent } from "~/content/home";
import { ScrollRow } from "~/components/ui/scroll-row";
import { Showcase } from "./showcase";

/**
 * The four brand showcases (spec 2.3: Norcool, Thermocold, NIMO, Winemaster), together:
 * below 1024 px a row of cards to swipe through, so a phone shows one showcase a screen
 * rather than four; from 1024 px full-width bands, light and dark in turn, the picture
 * changing sides.
 */
export function Showcases({ content, labels }: { content: HomeContent["showcases"]; labels: HomeContent["showcaseLabels"] }) {
  const list = [content.norcool, content.thermocold, content.nimo, content.winemaster];
  return (
    <section id="showcases" aria-label={labels.group} className="bg-white py-10 md:py-16 lg:py-0">
      <div className="container-page lg:max-w-none lg:px-0">
        <ScrollRow grid="lg" className="lg:grid-cols-1" itemClassName="w-[88%] max-w-md sm:w-[46%]">
          {list.map((showcase, i) => (
            <Showcase key={showcase.id} showcase={showcase} labels={labels} flip={i % 2 === 1} />
          ))}
        </ScrollRow>
      </div>
    </section>
  );
}

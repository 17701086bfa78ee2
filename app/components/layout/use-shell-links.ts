import { useMemo } from "react";
import { shellLinks } from "~/content/navigation";
import { useBrands, useSite, useUi } from "~/lib/use-ui";

/** The shell's menus with their labels in the page's language (spec 2.2; app/content/navigation.ts, the labels in app/content/interface/<lang>.ts). */
export function useShellLinks() {
  const { navigation } = useUi();
  const { portal } = useSite();
  const brands = useBrands();
  return useMemo(() => shellLinks(navigation, portal, brands), [navigation, portal, brands]);
}

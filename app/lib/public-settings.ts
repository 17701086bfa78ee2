/**
 * The settings compiled into the pages at build (vite.config.ts `envPrefix`): PUBLIC_* and
 * SITE_URL. They have one value, the build's (STYLE.md 14): the production server is bundled
 * with the same values (scripts/postbuild.ts) and refuses to start when its environment
 * disagrees, since pages, CSP and mail routing would otherwise tell different stories.
 */
export const publicSettingPrefixes = ["PUBLIC_", "SITE_URL"] as const;

export function isPublicSetting(name: string): boolean {
  return publicSettingPrefixes.some((prefix) => name.startsWith(prefix));
}

/**
 * The settings whose run-time value differs from the build's, one readable line each.
 * A setting absent (or empty) at run time keeps the build's value and is no conflict.
 */
export function publicSettingConflicts(built: Record<string, string | undefined>, runtime: Record<string, string | undefined>): string[] {
  const conflicts: string[] = [];
  for (const [name, value] of Object.entries(runtime)) {
    if (!isPublicSetting(name) || value === undefined || value === "") continue;
    const builtValue = built[name] ?? "";
    if (value === builtValue) continue;
    const was = builtValue === "" ? "without it (its default)" : `with ${JSON.stringify(builtValue)}`;
    conflicts.push(`${name}: is ${JSON.stringify(value)} here, but the pages were built ${was}; build again with this value, or unset it`);
  }
  return conflicts.sort();
}

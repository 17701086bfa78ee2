import { cn } from "~/lib/cn";

/** Button looks (spec 9): variants and sizes, for <button> and <a> alike. */
export type ButtonVariant = "default" | "destructive" | "outline" | "secondary" | "ghost" | "link";
export type ButtonSize = "default" | "sm" | "lg" | "icon";

const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_.icon]:size-4";

const variants: Record<ButtonVariant, string> = {
  default: "bg-navy-900 text-white hover:bg-navy-800",
  destructive: "bg-danger text-white hover:bg-red-800",
  outline: "border border-current bg-transparent hover:bg-black/5",
  secondary: "bg-brass-300 text-navy-950 hover:bg-brass-400",
  ghost: "bg-transparent hover:bg-black/5",
  link: "bg-transparent underline-offset-4 hover:underline text-navy-700",
};

const sizes: Record<ButtonSize, string> = {
  default: "min-h-11 px-5 py-2 text-sm",
  // 44 px on a touch screen: a finger needs more than a mouse pointer (WCAG 2.5.5).
  sm: "min-h-9 px-3 text-sm pointer-coarse:min-h-11",
  lg: "min-h-12 px-7 text-base",
  icon: "size-11",
};

export function buttonClass(
  { variant = "default", size = "default" }: { variant?: ButtonVariant; size?: ButtonSize } = {},
  extra?: string,
): string {
  return cn(base, variants[variant], sizes[size], extra);
}

/** Class names joined, or none at all (React then writes no empty `class=""`). */
export function cn(...classes: (string | false | null | undefined)[]): string | undefined {
  return classes.filter(Boolean).join(" ") || undefined;
}

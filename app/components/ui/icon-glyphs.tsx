import {
  ArrowDown,
  ArrowRight,
  ArrowUp,
  ArrowUpRight,
  BadgeCheck,
  Briefcase,
  CalendarCheck,
  CalendarDays,
  Car,
  Check,
  Clock,
  Gem,
  Gift,
  Heart,
  Hotel,
  KeyRound,
  type LucideIcon,
  Mail,
  MapPin,
  Phone,
  Plus,
  ShieldCheck,
  Sparkles,
  Star,
  Users,
  Wine,
  X,
} from "lucide-react";
import type { IconName } from "~/content/types";

/** A glyph of the icon sheet: Lucide's drawing, its stroke, and whether it is filled. */
export interface Glyph {
  icon: LucideIcon;
  strokeWidth: number;
  filled?: boolean;
}

const content = (icon: LucideIcon): Glyph => ({ icon, strokeWidth: 1.5 });
const mark = (icon: LucideIcon, filled = false): Glyph => ({ icon, strokeWidth: 2, filled });

/**
 * The icon sheet's glyphs (`drawn/glyphs.svg`, written by `drawn.test.tsx`): the content's icons by the name content
 * gives them, in a fine stroke, then the marks the sections repeat.
 */
export const glyphs = {
  key: content(KeyRound),
  shield: content(ShieldCheck),
  star: content(Star),
  clock: content(Clock),
  users: content(Users),
  car: content(Car),
  calendar: content(CalendarDays),
  sparkle: content(Sparkles),
  rings: content(Gem),
  briefcase: content(Briefcase),
  glass: content(Wine),
  hotel: content(Hotel),
  gift: content(Gift),
  heart: content(Heart),
  map: content(MapPin),
  phone: content(Phone),
  check: content(Check),
  badge: content(BadgeCheck),
  plus: mark(Plus),
  pin: mark(MapPin),
  tick: mark(Check),
  "arrow-out": mark(ArrowUpRight),
  "rating-star": mark(Star, true),
  call: mark(Phone),
  mail: mark(Mail),
  "arrow-right": mark(ArrowRight),
  "arrow-up": mark(ArrowUp),
  "arrow-down": mark(ArrowDown),
  close: mark(X),
  booking: mark(CalendarCheck),
} satisfies Record<IconName, Glyph> & Record<string, Glyph>;

export type GlyphName = keyof typeof glyphs;

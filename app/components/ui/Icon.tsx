import {
  BadgeCheck,
  Briefcase,
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
  MapPin,
  Phone,
  ShieldCheck,
  Sparkles,
  Star,
  Users,
  Wine,
} from "lucide-react";
import type { IconName } from "~/content/types";

const icons: Record<IconName, LucideIcon> = {
  key: KeyRound,
  shield: ShieldCheck,
  star: Star,
  clock: Clock,
  users: Users,
  car: Car,
  calendar: CalendarDays,
  sparkle: Sparkles,
  rings: Gem,
  briefcase: Briefcase,
  glass: Wine,
  hotel: Hotel,
  gift: Gift,
  heart: Heart,
  map: MapPin,
  phone: Phone,
  check: Check,
  badge: BadgeCheck,
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Glyph = icons[name];
  return <Glyph aria-hidden="true" className={className} strokeWidth={1.5} />;
}

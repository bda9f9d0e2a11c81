import {
  Activity,
  Building2,
  Calculator,
  Calendar,
  ChartNoAxesCombined,
  Clock,
  Handshake,
  Languages,
  Layers,
  LifeBuoy,
  MessagesSquare,
  Phone,
  PiggyBank,
  Plug,
  Rocket,
  Scale,
  ShieldCheck,
  ShoppingCart,
  Stethoscope,
  Users,
  UtensilsCrossed,
  Workflow,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/** The icons page configurations may name; content/ refers to them by these keys. */
const icons = {
  activity: Activity,
  building: Building2,
  calculator: Calculator,
  calendar: Calendar,
  chart: ChartNoAxesCombined,
  clock: Clock,
  handshake: Handshake,
  languages: Languages,
  layers: Layers,
  lifeBuoy: LifeBuoy,
  messages: MessagesSquare,
  phone: Phone,
  piggyBank: PiggyBank,
  plug: Plug,
  rocket: Rocket,
  scale: Scale,
  shield: ShieldCheck,
  shoppingCart: ShoppingCart,
  stethoscope: Stethoscope,
  users: Users,
  utensils: UtensilsCrossed,
  workflow: Workflow,
  wrench: Wrench,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}

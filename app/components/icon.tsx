import type { LucideIcon, LucideProps } from "lucide-react"
import BadgeCheck from "lucide-react/icons/badge-check"
import Bot from "lucide-react/icons/bot"
import Calendar from "lucide-react/icons/calendar-check"
import Chart from "lucide-react/icons/chart-line"
import Clock from "lucide-react/icons/clock"
import Cpu from "lucide-react/icons/cpu"
import HeartPulse from "lucide-react/icons/heart-pulse"
import Headphones from "lucide-react/icons/headphones"
import House from "lucide-react/icons/house"
import Landmark from "lucide-react/icons/landmark"
import Lock from "lucide-react/icons/lock"
import Mail from "lucide-react/icons/mail"
import Message from "lucide-react/icons/message-square-text"
import Phone from "lucide-react/icons/phone"
import PiggyBank from "lucide-react/icons/piggy-bank"
import Plug from "lucide-react/icons/plug"
import Refresh from "lucide-react/icons/refresh-cw"
import Rocket from "lucide-react/icons/rocket"
import Scale from "lucide-react/icons/scale"
import Search from "lucide-react/icons/search"
import ShieldCheck from "lucide-react/icons/shield-check"
import ShoppingCart from "lucide-react/icons/shopping-cart"
import Target from "lucide-react/icons/target"
import TrendingUp from "lucide-react/icons/trending-up"
import Users from "lucide-react/icons/users"
import Workflow from "lucide-react/icons/workflow"
import Wrench from "lucide-react/icons/wrench"
import Zap from "lucide-react/icons/zap"
import type { IconName } from "~/content/types"

/** The drawing for each icon name content may use. Icons are imported one per module path. */
const icons = {
  "badge-check": BadgeCheck,
  bot: Bot,
  calendar: Calendar,
  chart: Chart,
  clock: Clock,
  cpu: Cpu,
  "heart-pulse": HeartPulse,
  headphones: Headphones,
  house: House,
  landmark: Landmark,
  lock: Lock,
  mail: Mail,
  message: Message,
  phone: Phone,
  "piggy-bank": PiggyBank,
  plug: Plug,
  refresh: Refresh,
  rocket: Rocket,
  scale: Scale,
  search: Search,
  "shield-check": ShieldCheck,
  "shopping-cart": ShoppingCart,
  target: Target,
  "trending-up": TrendingUp,
  users: Users,
  workflow: Workflow,
  wrench: Wrench,
  zap: Zap,
} satisfies Record<IconName, LucideIcon>

/** A decorative icon: hidden from assistive technology, which reads the text beside it. */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Drawing = icons[name]
  return <Drawing aria-hidden="true" focusable="false" {...props} />
}

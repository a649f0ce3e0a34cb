import type { ReactNode } from "react";
import type { Integration, integrationCategories } from "~/content/integrations/schema";

type CategoryColor = (typeof integrationCategories)[number]["color"];

/** Static class strings per category colour, so Tailwind sees them at build time. */
const categoryTagClass: Record<CategoryColor, string> = {
  red: "bg-red-50 text-red-800 ring-red-200",
  emerald: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  sky: "bg-sky-50 text-sky-800 ring-sky-200",
  violet: "bg-violet-50 text-violet-800 ring-violet-200",
  amber: "bg-amber-50 text-amber-900 ring-amber-200",
};

/** Fácil green, Médio yellow, Avançado red (spec 2, section 4). */
const difficultyClass: Record<Integration["difficulty"], string> = {
  Fácil: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  Médio: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  Avançado: "bg-red-100 text-red-900 ring-red-300",
};

export const statusLabel: Record<Integration["status"], string> = {
  disponivel: "Disponível",
  "em-breve": "Em breve",
};

function Badge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${className}`}
    >
      {children}
    </span>
  );
}

export function CategoryTag({ name, color }: { name: string; color: CategoryColor }) {
  return <Badge className={categoryTagClass[color]}>{name}</Badge>;
}

export function DifficultyBadge({ difficulty }: { difficulty: Integration["difficulty"] }) {
  return <Badge className={difficultyClass[difficulty]}>Dificuldade: {difficulty}</Badge>;
}

/** The yellow 'Em breve' badge, or a green 'Disponível' one where the status is shown in full. */
export function StatusBadge({ status }: { status: Integration["status"] }) {
  return (
    <Badge
      className={
        status === "em-breve"
          ? "bg-yellow-300 text-yellow-950 ring-yellow-400"
          : "bg-emerald-100 text-emerald-900 ring-emerald-300"
      }
    >
      {statusLabel[status]}
    </Badge>
  );
}

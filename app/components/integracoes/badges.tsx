import { Badge } from "~/components/ui/badge";
import type { Integration } from "~/content/integracoes";
import type { IntegrationCategory } from "~/content/integracoes/categories";

type CategoryColor = IntegrationCategory["color"];

/**
 * Static class strings per category colour, so Tailwind sees them at build time: the category tag
 * and the wordmark tile.
 */
export const categoryTagClass: Record<CategoryColor, string> = {
  red: "bg-red-50 text-red-800 ring-red-200",
  emerald: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  sky: "bg-sky-50 text-sky-800 ring-sky-200",
  violet: "bg-violet-50 text-violet-800 ring-violet-200",
  amber: "bg-amber-50 text-amber-900 ring-amber-200",
};

/** Fácil green, Médio yellow, Avançado red: the colours a visitor reads as easy, medium, hard. */
const difficultyClass: Record<Integration["difficulty"], string> = {
  Fácil: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  Médio: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  Avançado: "bg-red-100 text-red-900 ring-red-300",
};

export const statusLabel: Record<Integration["status"], string> = {
  disponivel: "Disponível",
  "em-breve": "Em breve",
};

export function CategoryTag({ name, color }: { name: string; color: CategoryColor }) {
  return (
    <Badge size="xs" tone={`ring-1 ${categoryTagClass[color]}`}>
      {name}
    </Badge>
  );
}

export function DifficultyBadge({ difficulty }: { difficulty: Integration["difficulty"] }) {
  return (
    <Badge size="xs" tone={`ring-1 ${difficultyClass[difficulty]}`}>
      Dificuldade: {difficulty}
    </Badge>
  );
}

/** The yellow 'Em breve' badge, or a green 'Disponível' one where the status is shown in full. */
export function StatusBadge({ status }: { status: Integration["status"] }) {
  return (
    <Badge
      size="xs"
      tone={
        status === "em-breve"
          ? "bg-yellow-300 text-yellow-950 ring-1 ring-yellow-400"
          : "bg-emerald-100 text-emerald-900 ring-1 ring-emerald-300"
      }
    >
      {statusLabel[status]}
    </Badge>
  );
}

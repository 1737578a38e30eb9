import { ShieldCheck } from "lucide-react";

type PolicyPoint = { title: string; text: string };

/** Terms as cards: numbered when they are steps to follow, marked with a shield otherwise. */
export function PolicyPoints({
  points,
  ordered = false,
}: {
  points: readonly PolicyPoint[];
  ordered?: boolean;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className="mt-5 grid gap-4">
      {points.map((point, index) => (
        <li
          key={point.title}
          className="flex gap-4 rounded-2xl border border-lagoon-100 bg-white p-5"
        >
          {ordered ? (
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-lagoon-700 text-sm font-semibold text-white"
            >
              {index + 1}
            </span>
          ) : (
            <ShieldCheck
              aria-hidden="true"
              className="mt-0.5 size-6 shrink-0 text-lagoon-600"
            />
          )}
          <div>
            <h3 className="font-semibold text-ink">{point.title}</h3>
            <p className="mt-1 leading-relaxed text-muted">{point.text}</p>
          </div>
        </li>
      ))}
    </List>
  );
}

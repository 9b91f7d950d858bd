import type { ReactNode } from "react";

/** The heading band of a listing or search page. */
export function PageHeader({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <header className="mx-auto max-w-7xl px-4 pb-2 pt-8 sm:px-6">
      <h1 className="text-4xl font-bold leading-tight text-blue sm:text-5xl">{title}</h1>
      {intro ? <div className="mt-3 max-w-3xl text-lg text-ink/80">{intro}</div> : null}
      {children}
    </header>
  );
}

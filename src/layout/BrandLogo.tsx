/** The company mark: a heather sprig beside the name (decorative; the link around it carries the label). */
export function BrandLogo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-9 w-9 shrink-0" focusable="false">
        <circle cx="16" cy="16" r="16" className="fill-aqua" />
        <path d="M16 26V9" className="stroke-green" strokeWidth="2" strokeLinecap="round" fill="none" />
        <g className="fill-ds-turquoise">
          <ellipse cx="12.5" cy="11" rx="2.4" ry="1.6" transform="rotate(-30 12.5 11)" />
          <ellipse cx="19.5" cy="13" rx="2.4" ry="1.6" transform="rotate(30 19.5 13)" />
          <ellipse cx="12.5" cy="16.5" rx="2.4" ry="1.6" transform="rotate(-30 12.5 16.5)" />
          <ellipse cx="19.5" cy="18.5" rx="2.4" ry="1.6" transform="rotate(30 19.5 18.5)" />
        </g>
        <circle cx="16" cy="7.5" r="2" className="fill-pink-400" />
      </svg>
      <span className="text-lg font-bold leading-tight tracking-tight text-blue">{name}</span>
    </span>
  );
}

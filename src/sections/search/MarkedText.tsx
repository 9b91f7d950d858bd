import type { TextPiece } from "./searchHighlight";

/** Text with its matched words in `<mark>` (rendered as text by React, so always escaped). */
export function MarkedText({ pieces }: { pieces: readonly TextPiece[] }) {
  return (
    <>
      {pieces.map((piece, index) =>
        piece.matched ? (
          <mark key={index} className="rounded-sm bg-aqua px-0.5 font-semibold text-ink">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}

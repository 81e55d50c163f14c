// How the header's index cards share the strip: all at their natural width when they fit; else
// arrow buttons take both ends and the cards widen so that a whole number of them fills the rest
// (never narrower than natural, so the layout-1 chart keeps its 250 x 118 and no card is cut).

export interface CardFitInput {
  /** Width of the whole strip, arrows included, px. */
  width: number;
  count: number;
  /** Natural card width (layout 1: 264, layout 2: 212), px. */
  cardWidth: number;
  gap: number;
  /** Width of one arrow button, px. */
  arrowWidth: number;
}

export interface CardFit {
  overflow: boolean;
  /** Width every card takes, px; null: natural width. */
  cardWidth: number | null;
  /** Cards fully visible at once. */
  visible: number;
}

export function fitCards({ width, count, cardWidth, gap, arrowWidth }: CardFitInput): CardFit {
  if (count === 0 || count * cardWidth + (count - 1) * gap <= width)
    return { overflow: false, cardWidth: null, visible: count };
  const room = Math.max(0, width - 2 * (arrowWidth + gap));
  const visible = Math.max(1, Math.floor((room + gap) / (cardWidth + gap)));
  return {
    overflow: true,
    cardWidth: Math.max(cardWidth, Math.floor((room - (visible - 1) * gap) / visible)),
    visible,
  };
}

/** The chevron of previous/next arrow buttons (carousels, product trays); the caller mirrors it for right to left. */
export function ArrowChevron({ pointsRight }: { pointsRight: boolean }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={pointsRight ? 'M6 3l5 5-5 5' : 'M10 3L5 8l5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

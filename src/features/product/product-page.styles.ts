import { styled } from '@linaria/react';
import { colors, fonts, media, radius } from '../../ui/index.ts';
import { ctaCaps } from '../../ui/typography.styles.ts';

/** Pictures beside the details on wide screens; stacked on phones, pictures first. */
export const Layout = styled.div`
  display: grid;
  gap: 24px;
  margin-block-end: 48px;
  ${media.tabletMedium} {
    grid-template-columns: minmax(0, 7fr) minmax(320px, 5fr);
    gap: 48px;
    align-items: start;
  }
`;

/** Phones swipe through the pictures one at a time; wide screens show them two across, scrolling with the page. */
export const Gallery = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 100%;
  gap: 8px;
  margin: 0 -16px;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  & li {
    scroll-snap-align: center;
    aspect-ratio: 3 / 4;
    background: ${colors.canvas};
  }
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${media.tabletMedium} {
    grid-auto-flow: row;
    grid-template-columns: 1fr 1fr;
    margin: 0;
    overflow: visible;
  }
`;

export const GalleryButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
`;

/** The details column stays in view beside the pictures on wide screens. */
export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  ${media.tabletMedium} {
    position: sticky;
    inset-block-start: 24px;
  }
`;

export const Brand = styled.p`
  margin: 0;
  ${ctaCaps}
  color: ${colors.inkSoft};
  & a {
    color: inherit;
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
`;

export const Title = styled.h1`
  margin: 4px 0 0;
  font-family: ${fonts.display};
  font-weight: 400;
  font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem);
  line-height: 1.2;
`;

export const PriceRow = styled.div`
  & p {
    font-size: 18px;
  }
`;

export const Notes = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
  & li[data-kind='badge'] {
    align-self: flex-start;
    padding: 4px 8px;
    border-radius: ${radius.s};
    background: ${colors.ink};
    color: ${colors.accentInk};
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  & li[data-kind='text'],
  & li[data-kind='banner'] {
    color: ${colors.accent};
  }
  & a {
    color: inherit;
  }
`;

/** A level of options (colour, size range, size) as a group of radio buttons. */
export const OptionGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  & legend {
    display: flex;
    gap: 8px;
    margin-block-end: 10px;
    padding: 0;
    font-size: 14px;
    font-weight: 600;
  }
  & legend span {
    font-weight: 400;
    color: ${colors.inkSoft};
  }
  &[data-flagged] legend {
    color: ${colors.sale};
  }
  &[data-shake='short'] {
    animation: shake 500ms ease;
  }
  &[data-shake='long'] {
    animation: shake 1000ms ease;
  }
  @keyframes shake {
    0%,
    100% {
      transform: translateX(0);
    }
    20%,
    60% {
      transform: translateX(-6px);
    }
    40%,
    80% {
      transform: translateX(6px);
    }
  }
  ${media.reducedMotion} {
    &[data-shake] {
      animation: none;
    }
  }
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** One option: a visually hidden radio with its label drawn as a box (sizes) or a round swatch (colours). */
export const Choice = styled.label`
  position: relative;
  display: inline-grid;
  place-items: center;
  min-width: 48px;
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid ${colors.line};
  border-radius: ${radius.s};
  background: ${colors.surface};
  font-size: 14px;
  cursor: pointer;
  & input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: inherit;
  }
  &:has(input:checked) {
    border-color: ${colors.ink};
    box-shadow: inset 0 0 0 1px ${colors.ink};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  &[data-unavailable] {
    color: ${colors.muted};
    background: linear-gradient(
      to top right,
      transparent calc(50% - 0.5px),
      ${colors.line} 50%,
      transparent calc(50% + 0.5px)
    );
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.45;
  }
  &[data-swatch] {
    min-width: 44px;
    padding: 3px;
    border-radius: 50%;
  }
  &[data-swatch] span[aria-hidden] {
    width: 36px;
    height: 36px;
    border-radius: 50%;
  }
`;

/** A colour sold as a product of its own: a link to its page, drawn like a swatch. */
export const SwatchLink = styled.a`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 3px;
  border: 1px solid ${colors.line};
  border-radius: 50%;
  & span {
    width: 36px;
    height: 36px;
    border-radius: 50%;
  }
`;

export const FieldMessage = styled.p`
  margin: 8px 0 0;
  font-size: 13px;
  color: ${colors.sale};
`;

export const Stock = styled.p`
  margin: 0;
  font-size: 14px;
  &[data-kind='low-stock'],
  &[data-kind='out-of-stock'],
  &[data-kind='discontinued'] {
    color: ${colors.sale};
  }
  &[data-kind='in-stock'] {
    color: ${colors.success};
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

/** The add-to-bag button: full width, dark; its label changes with the choice and the add's progress. */
export const AddButton = styled.button`
  flex: 1;
  min-height: 52px;
  padding: 0 24px;
  border: 0;
  border-radius: ${radius.s};
  background: ${colors.ink};
  color: ${colors.accentInk};
  ${ctaCaps}
  cursor: pointer;
  &:disabled {
    background: ${colors.muted};
    cursor: not-allowed;
  }
  &[data-label='added'] {
    background: ${colors.success};
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

export const FavouriteButton = styled.button`
  display: grid;
  place-items: center;
  width: 52px;
  min-height: 52px;
  border: 1px solid ${colors.line};
  border-radius: ${radius.s};
  background: ${colors.surface};
  color: ${colors.ink};
  cursor: pointer;
  & svg {
    width: 22px;
    height: 22px;
  }
  &[aria-pressed='true'] svg {
    fill: ${colors.accent};
    stroke: ${colors.accent};
  }
  /* Just added: the favourites store keeps the highlight for as long as this pulse lasts. */
  &[data-highlighted] {
    border-color: ${colors.accent};
  }
  &[data-highlighted] svg {
    animation: favourite-added 500ms ease;
  }
  @keyframes favourite-added {
    40% {
      transform: scale(1.25);
    }
  }
  ${media.reducedMotion} {
    &[data-highlighted] svg {
      animation: none;
    }
  }
`;

export const AddError = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-inline-start: 3px solid ${colors.sale};
  background: #fbeeed;
  font-size: 14px;
`;

/** The phone's add-to-bag bar, shown once the page's own button has scrolled away. */
export const StickyBar = styled.div`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: 20;
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 10px 16px calc(10px + env(safe-area-inset-bottom));
  border-block-start: 1px solid ${colors.line};
  background: ${colors.surface};
  & p {
    flex: 1;
    margin: 0;
    font-size: 14px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & button {
    flex: 0 0 auto;
    min-height: 44px;
  }
  ${media.tabletSmall} {
    display: none;
  }
`;

export const Tabs = styled.div`
  border-block-start: 1px solid ${colors.line};
  & [role='tablist'] {
    display: flex;
    gap: 20px;
    overflow-x: auto;
  }
  & [role='tab'] {
    padding: 14px 0 12px;
    border: 0;
    border-block-end: 2px solid transparent;
    background: none;
    color: ${colors.inkSoft};
    font-size: 14px;
    cursor: pointer;
    white-space: nowrap;
  }
  & [role='tab'][aria-selected='true'] {
    border-block-end-color: ${colors.ink};
    color: ${colors.ink};
    font-weight: 600;
  }
  & [role='tabpanel'] {
    padding-block: 12px;
    font-size: 15px;
    line-height: 1.6;
  }
  & dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 6px 16px;
    margin: 0;
  }
  & dt {
    color: ${colors.inkSoft};
  }
  & dd {
    margin: 0;
  }
`;

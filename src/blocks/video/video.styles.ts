import { styled } from '@linaria/react';
import { colors, fonts, media } from '../../ui/tokens.ts';
import { blockContainer } from '../../ui/layout.styles.ts';

export const Root = styled.figure`
  ${blockContainer()}
`;

export const Stage = styled.div`
  position: relative;
  background: ${colors.ink};

  & video,
  & img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
`;

/** A round play/pause toggle in the top corner (inline-end), so motion can always be stopped. */
export const Toggle = styled.button`
  position: absolute;
  inset-block-start: 16px;
  inset-inline-end: 16px;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  color: ${colors.ink};
  background: rgb(255 255 255 / 0.88);
  cursor: pointer;
  transition: background-color 200ms ease;

  &:hover {
    background: ${colors.surface};
  }
  & svg {
    width: 16px;
    height: 16px;
  }
  /* Paused: a large play button in the middle of the poster. */
  &[data-playing='false'] {
    inset: 0;
    width: 72px;
    height: 72px;
    margin: auto;
    box-shadow: 0 8px 32px rgb(0 0 0 / 0.18);
  }
  /* Media symbols are not mirrored in RTL; the triangle is nudged right to look centred. */
  &[data-playing='false'] svg {
    width: 22px;
    height: 22px;
    transform: translateX(2px);
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-top: 14px;
  text-align: start;
`;

export const CaptionTitle = styled.span`
  font-family: ${fonts.display};
  font-size: 1.25rem;
  line-height: 1.3;
`;

export const CaptionText = styled.span`
  color: ${colors.muted};
  font-size: 14px;
`;

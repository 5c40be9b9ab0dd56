import { styled } from '@linaria/react';
import { colors } from '../../ui/index.ts';

const Bar = styled.div`
  height: 148px;
  border-bottom: 1px solid ${colors.line};
  @media (max-width: 1024px) {
    height: 96px;
  }
`;

const Hero = styled.div`
  height: min(70vh, 640px);
  background: ${colors.sand};
`;

/**
 * Holds the page's shape while the site's shell content and interface strings load (usually one round trip; main.tsx
 * has already started it).
 */
export function BootScreen() {
  return (
    <div aria-busy="true">
      <Bar />
      <Hero />
    </div>
  );
}

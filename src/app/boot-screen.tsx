import { styled } from '@linaria/react';
import { useEffect } from 'react';
import { useStores } from '../stores/index.ts';
import { colors } from '../ui/index.ts';

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

/** Holds the page's shape while the site's shell content and interface strings load (usually one round trip). */
export function BootScreen({
  siteId,
  language,
  defaultLanguage,
}: {
  siteId: string;
  language: string;
  defaultLanguage: string;
}) {
  const { content } = useStores();
  useEffect(() => {
    void content.loadShell(siteId, language, defaultLanguage);
  }, [content, siteId, language, defaultLanguage]);
  return (
    <div aria-busy="true">
      <Bar />
      <Hero />
    </div>
  );
}

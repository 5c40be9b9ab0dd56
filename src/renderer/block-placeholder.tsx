import { styled } from '@linaria/react';
import { useT } from '../i18n/index.ts';

const Placeholder = styled.div`
  margin: 16px auto;
  max-width: 1200px;
  padding: 16px;
  border: 2px dashed #b3261e;
  background: #fff4f2;
  color: #7a1b14;
  font:
    14px/1.5 ui-monospace,
    monospace;
`;

/** The visible stand-in for a block that could not render, shown only in preview and Storybook. */
export function BlockPlaceholder({
  file,
  pointer,
  reason,
}: {
  file: string;
  pointer: string;
  reason: string;
}) {
  const t = useT();
  return (
    <Placeholder role="note" data-broken-block={pointer}>
      <strong>{t('WEB.BLOCKS.UNKNOWN_BLOCK', { reason })}</strong>
      <div>
        {file}#{pointer}
      </div>
    </Placeholder>
  );
}

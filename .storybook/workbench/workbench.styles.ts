import { styled } from '@linaria/react';
import { checkboxRowLook, Field, Notice, quietButtonLook } from '../../src/forms/index.ts';
import { colors, media } from '../../src/ui/index.ts';

/** The editors' tools stay English and left to right whatever the site: JSON reads left to right. */
export const Workbench = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-height: 100vh;
  ${media.tabletLarge} {
    grid-template-columns: minmax(340px, 2fr) minmax(0, 3fr);
  }
  /* Blocks and the shell lay out by the window's width: beside the editor a header meant for 1280 px is squeezed. */
  &[data-preview='below'] {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The editor's column: the file to start from, the draft and its problems; it stays in view beside a long page. */
export const EditorPane = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border-block-end: 1px solid ${colors.line};
  background: ${colors.canvas};
  ${media.tabletLarge} {
    [data-preview='beside'] > & {
      position: sticky;
      top: 0;
      align-self: start;
      max-height: 100vh;
      overflow: auto;
      border-block-end: 0;
      border-inline-end: 1px solid ${colors.line};
    }
  }
  & h2 {
    margin: 0;
    font-size: 18px;
  }
`;

/** A labelled control of the editor (the shop's form field look). */
export const EditorField = styled(Field)`
  & textarea {
    min-height: 45vh;
    font:
      13px/1.5 ui-monospace,
      'SFMono-Regular',
      Menlo,
      Consolas,
      monospace;
    tab-size: 2;
    white-space: pre;
  }
`;

/** Whether the draft is valid, in one line read out as it changes. */
export const Status = styled.p`
  margin: 0;
  font-size: 14px;
  &[data-state='valid'] {
    color: ${colors.success};
  }
  &[data-state='invalid'] {
    color: ${colors.sale};
  }
`;

/** The draft's problems, each a button that selects its place in the text. */
export const ProblemList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  & button {
    ${quietButtonLook}
    display: block;
    width: 100%;
    min-height: 36px;
    padding: 6px 8px;
    text-align: start;
    text-decoration: none;
    border-inline-start: 3px solid ${colors.sale};
    background: ${colors.surface};
  }
  & button:hover,
  & button:focus-visible {
    background: #fbeeed;
  }
  & code {
    display: block;
    font-size: 13px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const FileNotice = styled(Notice)`
  & p + p {
    margin-top: 4px;
  }
`;

/** The rendered draft, in the site's language and direction. */
export const PreviewPane = styled.section`
  min-width: 0;
  /* What a full-width header or carousel puts past the pane's edge stays out of the editor. */
  overflow-x: clip;
  background: ${colors.surface};
`;

/** A line above the preview naming the file it shows, so a placeholder's file name is no surprise. */
export const PreviewCaption = styled.p`
  margin: 0;
  padding: 8px 16px;
  border-block-end: 1px solid ${colors.line};
  color: ${colors.inkSoft};
  font-size: 13px;
`;

export const Toggle = styled.label`
  ${checkboxRowLook}
`;

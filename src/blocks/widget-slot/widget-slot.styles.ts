import { styled } from '@linaria/react';

/** The slot adds no look of its own: the widget owns its layout. */
export const Root = styled.div`
  display: contents;
`;

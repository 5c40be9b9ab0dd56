import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { OrderOutcome } from '../../../kernel/types/payment.ts';
import { useSiteContext } from '../../../sites/site-context.tsx';
import { postHiddenForm } from './hidden-form.ts';

/**
 * Where an order's answer sends the shopper, wherever it came from (placing the order, or finishing its payment
 * after the provider's page): the provider's page, the external redirect (a hidden form) or /complete.
 */
export function useGoToOutcome(): (outcome: OrderOutcome, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const { href } = useSiteContext();
  return useCallback(
    (outcome, options) => {
      if (outcome.kind === 'action') window.location.assign(outcome.url);
      else if (outcome.externalRedirectUrl) postHiddenForm(outcome.externalRedirectUrl, outcome.parameters);
      else navigate(`${href('/complete')}?${new URLSearchParams(outcome.parameters)}`, options);
    },
    [navigate, href],
  );
}

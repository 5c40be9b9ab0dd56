import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStores } from '../../kernel/stores/index.ts';
import { SearchSession } from './search-session.ts';
import type { SearchEnhancementProps, SearchSlot } from './site-search-types.ts';
import { SuggestionPanel } from './suggestion-panel.tsx';

/** Answer the form's submits from now on; a query submitted while this code loaded is searched for at once. */
function plugInto(slot: SearchSlot, session: SearchSession): () => void {
  slot.submit = (query) => void session.submit(query);
  if (slot.pending) void session.submit(slot.pending);
  slot.pending = undefined;
  return () => {
    slot.submit = undefined;
  };
}

/**
 * The lazily loaded half of `SiteSearchBox`: it takes over the box's input for the suggestion combobox, answers the
 * form's submits and shows the suggestion list.
 */
export function SearchEnhancement(props: SearchEnhancementProps) {
  const { input, slot, variant = 'page', itemsToShow, onDone } = props;
  const stores = useStores();
  const navigate = useNavigate();
  const listboxId = `suggestions${useId()}`;
  const [session] = useState(() => new SearchSession(stores));
  useEffect(() => {
    session.setHost({
      itemsToShow,
      onDone,
      navigate: (destination) => {
        if (destination.kind === 'internal') void navigate(destination.path);
        else window.location.assign(destination.url);
      },
    });
  }, [session, itemsToShow, onDone, navigate]);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const detach = session.attach(element, listboxId);
    const unplug = plugInto(slot.current, session);
    return () => {
      unplug();
      detach();
    };
  }, [session, input, slot, listboxId]);

  return <SuggestionPanel session={session} listboxId={listboxId} variant={variant} />;
}

import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n/index.ts';
import type { CustomisationStore } from './stores/customisation-store.ts';
import { CustomisationField } from './customisation-fields.tsx';
import { Fields, Panel, Status, Toggle } from './customisation.styles.ts';

/**
 * Personalisation of a customisable product: the "Add personalisation" switch (off at first, and unavailable for a
 * sku sold plain), then one field per option, and how the preview's check stands. When an add is held back, the
 * first option with a problem (else the preview's state) scrolls into view and takes focus.
 */
export const CustomisationPanel = observer(function CustomisationPanel({
  store,
}: {
  store: CustomisationStore;
}) {
  const t = useT();
  const noteId = useId();
  const ref = useRef<HTMLDivElement>(null);

  const flagCount = store.flagCount;
  useEffect(() => {
    const panel = ref.current;
    if (flagCount === 0 || !panel) return;
    const failing = store.firstFailing;
    const target =
      (failing ? panel.querySelector<HTMLElement>(`[data-option="${failing}"]`) : null) ??
      panel.querySelector<HTMLElement>('[data-status]') ??
      panel;
    target.scrollIntoView({ block: 'center', behavior: 'smooth' });
    target.querySelector<HTMLElement>('input:not(:disabled), button')?.focus({ preventScroll: true });
  }, [store, flagCount]);

  const excluded = store.excluded;
  return (
    <Panel ref={ref} data-customisation="">
      <Toggle>
        <input
          type="checkbox"
          checked={store.active}
          disabled={excluded}
          aria-describedby={excluded ? noteId : undefined}
          onChange={(event) => store.setWanted(event.target.checked)}
        />
        {t('WEB.CUSTOMISE.TOGGLE')}
      </Toggle>
      {excluded && (
        <p id={noteId} data-note="">
          {t('WEB.CUSTOMISE.EXCLUDED')}
        </p>
      )}
      {store.active && (
        <>
          <Fields>
            <legend>{t('WEB.CUSTOMISE.LEGEND')}</legend>
            {store.customisationOptions.map((option) => (
              <CustomisationField key={option.id} store={store} option={option} />
            ))}
          </Fields>
          <PreviewStatus store={store} />
        </>
      )}
    </Panel>
  );
});

/** The check's progress for screen readers, a failure with a way to try again, and a reminder after a held add. */
const PreviewStatus = observer(function PreviewStatus({ store }: { store: CustomisationStore }) {
  const t = useT();
  const { status } = store;
  return (
    <Status data-status={status}>
      <p role="status">
        {status === 'loading'
          ? t('WEB.CUSTOMISE.UPDATING')
          : status === 'ready'
            ? t('WEB.CUSTOMISE.READY')
            : ''}
      </p>
      {status === 'error' && (
        <>
          <p role="alert">{t('WEB.CUSTOMISE.FAILED')}</p>
          <button type="button" onClick={() => store.retry()}>
            {t('WEB.CUSTOMISE.RETRY')}
          </button>
        </>
      )}
      {store.heldBack && status === 'loading' && (
        <p role="alert" data-wait="">
          {t('WEB.CUSTOMISE.WAIT')}
        </p>
      )}
    </Status>
  );
});

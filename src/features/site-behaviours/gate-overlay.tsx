import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useT } from '../../i18n/index.ts';
import { useDialogLayer } from '../../ui/hooks/use-dialog-layer.ts';
import type { GateStore } from './gate-store.ts';
import * as styles from './site-overlays.styles.ts';

const noClose = () => {};

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string;
  onValue: (value: string) => void;
};

function GateField({ label, onValue, ...input }: FieldProps) {
  return (
    <label>
      {label}
      <input {...input} onChange={(event) => onValue(event.target.value)} />
    </label>
  );
}

/** The site gate's sign-in: Enter submits; the error clears when a field takes focus. */
export const GateOverlay = observer(function GateOverlay({
  gate,
  siteName,
}: {
  gate: GateStore;
  siteName: string;
}) {
  const t = useT();
  const { ref, titleId, dialogProps } = useDialogLayer(true, noClose);
  const errorId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void gate.submit(username, password);
  };
  const fieldProps = {
    onFocus: () => gate.clearError(),
    'aria-invalid': gate.failed,
    'aria-describedby': gate.failed || gate.limited ? errorId : undefined,
    required: true,
  } as const;
  return (
    <div ref={ref} {...dialogProps} className={styles.fullScreen} data-site-gate-overlay="">
      <div className={styles.panel}>
        <span className={styles.brand}>{siteName}</span>
        <h1 id={titleId}>{t('WEB.SITE.GATE_TITLE')}</h1>
        <p>{t('WEB.SITE.GATE_TEXT')}</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <GateField
            label={t('WEB.SITE.GATE_USERNAME')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            onValue={setUsername}
            {...fieldProps}
          />
          <GateField
            label={t('WEB.SITE.GATE_PASSWORD')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
            {...fieldProps}
          />
          {gate.failed || gate.limited ? (
            <p id={errorId} role="alert" className={styles.error}>
              {t(gate.limited ? 'WEB.SITE.GATE_TOO_MANY' : 'WEB.SITE.GATE_ERROR')}
            </p>
          ) : null}
          <button type="submit" className={styles.primaryButton} disabled={gate.checking}>
            {t('WEB.SITE.GATE_SUBMIT')}
          </button>
        </form>
      </div>
    </div>
  );
});

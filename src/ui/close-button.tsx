import { useT } from '../i18n/index.ts';
import { CloseIcon } from './icons.tsx';

/** The cross that closes a shell dialog or drawer, named for screen readers. */
export function CloseButton({ className, onClick }: { className: string; onClick: () => void }) {
  const t = useT();
  return (
    <button type="button" className={className} onClick={onClick} aria-label={t('WEB.SHELL.CLOSE')}>
      <CloseIcon />
    </button>
  );
}

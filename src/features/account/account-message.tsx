import { useT } from '../../i18n/index.ts';
import { SUCCESS_CODES, type AccountCode } from './rules/account-codes.ts';
import { Notice } from '../../forms/index.ts';

/**
 * The outcome of the last account action, in words: a failure is an alert (read out at once), a success a status.
 * The live regions stay in the page, so a message that appears in them is announced.
 */
export function AccountMessage({ code }: { code: AccountCode | null }) {
  const t = useT();
  const success = code !== null && SUCCESS_CODES.includes(code);
  return (
    <>
      <div role="alert">{code && !success && <Notice>{t(`WEB.ACCOUNT.CODES.${code}`)}</Notice>}</div>
      <div role="status">{code && success && <p>{t(`WEB.ACCOUNT.CODES.${code}`)}</p>}</div>
    </>
  );
}

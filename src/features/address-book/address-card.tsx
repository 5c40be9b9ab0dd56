import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { addressLines } from '../../forms/index.ts';
import { useT } from '../../i18n/index.ts';
import type { Address, AddressKind } from '../../kernel/types/index.ts';
import { Actions, Badge, Card } from './address-book.styles.ts';

/**
 * A saved address: its lines as a shopper reads them, a badge when it is its type's default, and edit, remove (asked
 * first) and make-default. Focus goes to the question when it opens and back to "Remove" when it is dismissed.
 */
export const AddressCard = observer(function AddressCard(props: {
  address: Address;
  kind: AddressKind;
  countryName: (code: string) => string;
  language: string;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => Promise<boolean>;
  onMakeDefault: () => void;
}) {
  const t = useT();
  const questionId = useId();
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (wasConfirming.current) removeButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const { address, kind } = props;
  const lines = addressLines(address, props.countryName, props.language);
  const shipping = kind === 'shipping';
  return (
    <Card data-address={address.reference}>
      {address.default && (
        <Badge>
          {t(shipping ? 'WEB.ADDRESS_BOOK.DEFAULT_SHIPPING' : 'WEB.ADDRESS_BOOK.DEFAULT_BILLING')}
        </Badge>
      )}
      <div>
        {lines.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </div>
      {confirming ? (
        <div role="group" aria-labelledby={questionId}>
          <p id={questionId} ref={question} tabIndex={-1}>
            {t('WEB.ADDRESS_BOOK.REMOVE_CONFIRM')}
          </p>
          <Actions>
            <button
              type="button"
              disabled={props.busy}
              onClick={() => void props.onRemove().then((removed) => removed || setConfirming(false))}
            >
              {t('WEB.ADDRESS_BOOK.REMOVE_YES')}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {t('WEB.ADDRESS_BOOK.CANCEL')}
            </button>
          </Actions>
        </div>
      ) : (
        <Actions>
          <button
            type="button"
            aria-label={`${t('WEB.ADDRESS_BOOK.EDIT')}: ${lines.slice(0, 2).join(', ')}`}
            onClick={props.onEdit}
          >
            {t('WEB.ADDRESS_BOOK.EDIT')}
          </button>
          <button
            type="button"
            ref={removeButton}
            aria-label={`${t('WEB.ADDRESS_BOOK.REMOVE')}: ${lines.slice(0, 2).join(', ')}`}
            onClick={() => setConfirming(true)}
          >
            {t('WEB.ADDRESS_BOOK.REMOVE')}
          </button>
          {!address.default && (
            <button type="button" disabled={props.busy} onClick={props.onMakeDefault}>
              {t(
                shipping ? 'WEB.ADDRESS_BOOK.MAKE_DEFAULT_SHIPPING' : 'WEB.ADDRESS_BOOK.MAKE_DEFAULT_BILLING',
              )}
            </button>
          )}
        </Actions>
      )}
    </Card>
  );
});

import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ContentOf } from '../../content/index.ts';
import {
  FormStack,
  GeneratedForm,
  Notice,
  PrimaryButton,
  Section,
  useCountryName,
} from '../../forms/index.ts';
import { useT, type CatalogKey } from '../../i18n/index.ts';
import type { EnquiryRefusal } from '../../kernel/types/index.ts';
import type { ContactStore } from './stores/contact-store.ts';
import { createFormValidator } from '../../validation/form-validator.ts';
import { AttachmentsInput } from './attachments-input.tsx';
import { attachmentRules, contactFormSchema, enquiryFrom } from './contact-rules.ts';

const MESSAGES: Record<string, CatalogKey> = {
  required: 'WEB.CONTACT_US.ERROR.REQUIRED',
  minLength: 'WEB.CONTACT_US.ERROR.TOO_SHORT',
  maxLength: 'WEB.CONTACT_US.ERROR.TOO_LONG',
  format: 'WEB.CONTACT_US.ERROR.EMAIL',
  pattern: 'WEB.CONTACT_US.ERROR.PATTERN',
  enum: 'WEB.CONTACT_US.ERROR.CHOOSE',
};
const validator = createFormValidator((_field, rule) => MESSAGES[rule] ?? MESSAGES.required!);

/** The helpdesk's refusals the shopper can act on; anything else shows the site's failure content. */
const REFUSALS: Partial<Record<EnquiryRefusal, CatalogKey>> = {
  ATTACHMENT_TYPE: 'WEB.CONTACT_US.REFUSED.ATTACHMENT_TYPE',
  ATTACHMENT_TOO_LARGE: 'WEB.CONTACT_US.REFUSED.ATTACHMENT_TOO_LARGE',
  TOO_MANY_REQUESTS: 'WEB.CONTACT_US.REFUSED.TOO_MANY_REQUESTS',
  INVALID: 'WEB.CONTACT_US.REFUSED.INVALID',
};

type Values = Record<string, unknown>;

/**
 * The contact enquiry, generated with rjsf from the site's contact schema, labels and layout, checked against the
 * schema before anything is sent (the first wrong field focused, each error in the shopper's language); files are
 * checked as they are chosen. Sent, the site's success content replaces the form and takes focus; refused, the
 * reason (or the site's failure content) shows above the button and the form keeps everything typed.
 */
export const ContactForm = observer(function ContactForm(props: {
  store: ContactStore;
  schema: ContentOf<'contactUsSchema'>;
  labels: ContentOf<'contactUsWebLabels'>;
  layout: ContentOf<'contactUsForm'>;
  language: string;
  /** The site's locale (en-GB, ar-AE): file sizes are written in its numbers and words. */
  locale: string;
  /** A signed-in shopper's address, filled in to begin with. */
  email?: string | undefined;
}) {
  const { store, labels, layout } = props;
  const t = useT();
  const countryName = useCountryName(props.language);
  const form = useMemo(
    () =>
      contactFormSchema(props.schema, labels, layout, {
        label: t('WEB.CONTACT_US.COUNTRY'),
        name: countryName,
        language: props.language,
      }),
    [props.schema, labels, layout, t, countryName, props.language],
  );
  const rules = useMemo(() => attachmentRules(props.schema, layout), [props.schema, layout]);
  const [values, setValues] = useState<Values>(() => (props.email ? { email: props.email } : {}));
  const [files, setFiles] = useState<File[]>([]);
  // A new enquiry after a sent one starts a fresh form (nothing checked yet).
  const [attempt, setAttempt] = useState(0);
  const outcome = useRef<HTMLDivElement>(null);
  const sent = store.status === 'sent';
  useEffect(() => {
    if (sent || store.status === 'refused') outcome.current?.focus();
  }, [sent, store.status]);

  if (sent)
    return (
      <Section>
        <div ref={outcome} tabIndex={-1} role="status" data-contact-sent="">
          <h2>{labels.success.header}</h2>
          <p>{labels.success.content}</p>
        </div>
        <PrimaryButton
          type="button"
          onClick={() => {
            setValues(props.email ? { email: props.email } : {});
            setFiles([]);
            setAttempt((count) => count + 1);
            store.edit();
          }}
        >
          {t('WEB.CONTACT_US.WRITE_ANOTHER')}
        </PrimaryButton>
      </Section>
    );
  const refusal = store.status === 'refused' ? store.refusal : null;
  const refusalKey = refusal ? REFUSALS[refusal] : undefined;
  const attachmentLabel = labels.fields.attachments;
  return (
    <Section aria-label={labels.title}>
      <GeneratedForm<Values>
        key={attempt}
        schema={form.schema}
        uiSchema={form.uiSchema}
        values={values}
        validator={validator}
        onChange={setValues}
        onSubmit={(formData) => {
          const enquiry = enquiryFrom(formData, {
            labels,
            layout,
            language: props.language,
            attachments: files,
          });
          void store.send(enquiry);
        }}
      >
        <FormStack>
          {rules && (
            <AttachmentsInput
              label={attachmentLabel?.label ?? t('WEB.CONTACT_US.ATTACHMENTS')}
              {...(attachmentLabel?.help ? { help: attachmentLabel.help } : {})}
              rules={rules}
              files={files}
              locale={props.locale}
              onChange={setFiles}
            />
          )}
          {refusal && (
            <Notice ref={outcome} tabIndex={-1} role="alert" data-contact-refused={refusal}>
              {refusalKey ? (
                <p>{t(refusalKey)}</p>
              ) : (
                <>
                  <h3>{labels.failure.header}</h3>
                  <p>{labels.failure.content}</p>
                </>
              )}
            </Notice>
          )}
          <PrimaryButton
            type="submit"
            disabled={store.status === 'sending'}
            aria-busy={store.status === 'sending'}
          >
            {store.status === 'sending' ? t('WEB.CONTACT_US.SENDING') : labels.submit}
          </PrimaryButton>
        </FormStack>
      </GeneratedForm>
    </Section>
  );
});

import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { Field } from '../../forms/index.ts';
import { useT } from '../../i18n/index.ts';
import { colors } from '../../ui/index.ts';
import {
  attachmentProblem,
  readableSize,
  typeNames,
  type AttachmentProblem,
  type AttachmentRules,
} from './contact-rules.ts';

const chosenList = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    gap: 12px;
    align-items: center;
    justify-content: space-between;
    padding: 8px 12px;
    border: 1px solid ${colors.line};
    font-size: 14px;
  }
  & span {
    overflow-wrap: anywhere;
    unicode-bidi: isolate;
  }
  & button {
    flex: 0 0 auto;
    min-height: 44px;
    padding: 0 4px;
    border: 0;
    background: none;
    color: ${colors.ink};
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const fileInput = css`
  && {
    padding: 10px 12px;
  }
`;

const PROBLEM_KEYS = {
  type: 'WEB.CONTACT_US.ERROR.ATTACHMENT_TYPE',
  size: 'WEB.CONTACT_US.ERROR.ATTACHMENT_TOO_LARGE',
  count: 'WEB.CONTACT_US.ERROR.TOO_MANY_ATTACHMENTS',
} as const;

/**
 * The enquiry's files: chosen (several at once, or one after another), each checked against the helpdesk's rules
 * before anything is sent, which are shown beside the field; a refused file is named in an alert and left out, and
 * each chosen file can be removed again.
 */
export function AttachmentsInput(props: {
  label: string;
  help?: string;
  rules: AttachmentRules;
  files: File[];
  /** The site's locale (en-GB, ar-AE), for sizes in its numbers and words. */
  locale: string;
  onChange(files: File[]): void;
}) {
  const t = useT();
  const id = useId();
  const [refused, setRefused] = useState<{ name: string; problem: AttachmentProblem }[]>([]);
  const { rules } = props;
  // The list of types keeps its own direction inside a right-to-left sentence.
  const types = `\u2068${typeNames(rules.extensions).join(', ')}\u2069`;
  const size = readableSize(rules.maxBytes, props.locale);
  const limits = t('WEB.CONTACT_US.ATTACHMENT_LIMITS', { count: rules.maxFiles, size, types });
  const choose = (list: FileList | null) => {
    const kept = [...props.files];
    const problems: typeof refused = [];
    for (const file of Array.from(list ?? [])) {
      const problem = attachmentProblem(file, kept.length, rules);
      if (problem) problems.push({ name: file.name, problem });
      else kept.push(file);
    }
    setRefused(problems);
    props.onChange(kept);
  };
  const full = props.files.length >= rules.maxFiles;
  return (
    <Field>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        className={fileInput}
        type="file"
        multiple
        disabled={full}
        accept={rules.extensions.map((type) => `.${type}`).join(',')}
        aria-describedby={`${id}-limits`}
        onChange={(event) => {
          choose(event.target.files);
          // The same file may be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      <p id={`${id}-limits`}>{[props.help, limits].filter(Boolean).join(' ')}</p>
      {refused.length > 0 && (
        <div role="alert">
          {refused.map(({ name, problem }) => (
            <p key={name} data-error="">
              {t(PROBLEM_KEYS[problem], { name, count: rules.maxFiles, size, types })}
            </p>
          ))}
        </div>
      )}
      {props.files.length > 0 && (
        <ul className={chosenList} aria-label={t('WEB.CONTACT_US.CHOSEN_FILES')}>
          {props.files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>
                {file.name} ({readableSize(file.size, props.locale)})
              </span>
              <button
                type="button"
                aria-label={t('WEB.CONTACT_US.REMOVE_FILE', { name: file.name })}
                onClick={() => {
                  setRefused([]);
                  props.onChange(props.files.filter((_, other) => other !== index));
                }}
              >
                {t('WEB.CONTACT_US.REMOVE')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}

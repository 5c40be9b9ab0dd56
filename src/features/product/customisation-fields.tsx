import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useI18n, useT } from '../../i18n/index.ts';
import type { CustomisationOption } from '../../kernel/types/product.ts';
import { normaliseHex } from '../../../shared/customisation-text.ts';
import type { CustomisationStore } from './stores/customisation-store.ts';
import { useCustomisationLabels } from './customisation-labels.ts';
import { ChoiceGroup, Field } from './customisation.styles.ts';
import { Choice, Choices } from './product-page.styles.ts';

interface FieldProps {
  store: CustomisationStore;
  option: CustomisationOption;
}

/** One personalisation option, drawn by its type; `data-option` lets the panel bring a failing one into view. */
export const CustomisationField = observer(function CustomisationField(props: FieldProps) {
  if (props.option.type === 'text') return <TextField {...props} />;
  if (props.option.type === 'hex_color') return <ColourField {...props} />;
  return <SelectField {...props} />;
});

/** The option's messages: the rules its value breaks, then the API's. */
function useMessages({ store, option }: FieldProps): string[] {
  const { ruleMessage } = useCustomisationLabels();
  const { rules, messages } = store.errorsOf(option.id);
  return [...rules.map((rule) => ruleMessage(option, rule)), ...messages];
}

/** Read out as they change, without taking the shopper's focus from the field. */
function Messages({ id, messages }: { id: string; messages: string[] }) {
  return (
    <div id={id} aria-live="polite">
      {messages.map((message) => (
        <p key={message} data-error="">
          {message}
        </p>
      ))}
    </div>
  );
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** Typed text, held to its length in characters as a reader counts them (an emoji is one), with those it still takes. */
const TextField = observer(function TextField(props: FieldProps) {
  const { store, option } = props;
  const { optionName } = useCustomisationLabels();
  const i18n = useI18n();
  const inputId = useId();
  const counterId = useId();
  const messagesId = useId();
  const messages = useMessages(props);
  const remaining = store.remaining(option.id);
  const counter =
    remaining === undefined
      ? undefined
      : remaining >= 0
        ? (i18n.t('WEB.CUSTOMISE.CHARACTERS_LEFT', { count: remaining }) as string)
        : (i18n.t('WEB.CUSTOMISE.CHARACTERS_OVER', { count: -remaining }) as string);
  return (
    <Field data-option={option.id}>
      <label htmlFor={inputId}>{optionName(option)}</label>
      <input
        id={inputId}
        type="text"
        value={store.values[option.id] ?? ''}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize={option.uppercase ? 'characters' : 'sentences'}
        aria-invalid={messages.length > 0 ? true : undefined}
        aria-describedby={describedBy(counter !== undefined && counterId, messages.length > 0 && messagesId)}
        onChange={(event) => store.type(option.id, event.target.value)}
      />
      {counter !== undefined && (
        <p id={counterId} data-counter="" data-over={remaining! < 0 ? '' : undefined} aria-live="polite">
          {counter}
        </p>
      )}
      <Messages id={messagesId} messages={messages} />
    </Field>
  );
});

/** Suggested colours as swatches, and a colour code the shopper may type instead. */
const ColourField = observer(function ColourField(props: FieldProps) {
  const { store, option } = props;
  const t = useT();
  const { optionName, choiceName } = useCustomisationLabels();
  const name = useId();
  const inputId = useId();
  const hintId = useId();
  const messagesId = useId();
  const messages = useMessages(props);
  const value = store.values[option.id] ?? '';
  const chosen = normaliseHex(value);
  const label = optionName(option);
  return (
    <Field data-option={option.id}>
      {option.choices.length > 0 && (
        <ChoiceGroup aria-describedby={describedBy(messages.length > 0 && messagesId)}>
          <legend>{label}</legend>
          <Choices>
            {option.choices.map((choice) => (
              <Choice key={choice.value} data-swatch="" title={choiceName(choice)}>
                <input
                  type="radio"
                  name={name}
                  value={choice.value}
                  checked={chosen !== undefined && chosen === normaliseHex(choice.value)}
                  aria-label={choiceName(choice)}
                  onChange={() => store.choose(option.id, choice.value)}
                />
                <span aria-hidden="true" style={{ background: normaliseHex(choice.value) ?? choice.value }} />
              </Choice>
            ))}
          </Choices>
        </ChoiceGroup>
      )}
      <label htmlFor={inputId}>
        {option.choices.length > 0 ? t('WEB.CUSTOMISE.HEX_LABEL', { label }) : label}
      </label>
      <input
        id={inputId}
        type="text"
        dir="ltr"
        value={value}
        maxLength={7}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={messages.length > 0 ? true : undefined}
        aria-describedby={describedBy(hintId, messages.length > 0 && messagesId)}
        onChange={(event) => store.type(option.id, event.target.value)}
      />
      <p id={hintId} data-hint="">
        {t('WEB.CUSTOMISE.HEX_HINT')}
      </p>
      <Messages id={messagesId} messages={messages} />
    </Field>
  );
});

/** One of a list, as buttons like the sizes. */
const SelectField = observer(function SelectField(props: FieldProps) {
  const { store, option } = props;
  const { optionName, choiceName } = useCustomisationLabels();
  const name = useId();
  const messagesId = useId();
  const messages = useMessages(props);
  return (
    <Field data-option={option.id}>
      <ChoiceGroup aria-describedby={describedBy(messages.length > 0 && messagesId)}>
        <legend>{optionName(option)}</legend>
        <Choices>
          {option.choices.map((choice) => (
            <Choice key={choice.value}>
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={store.values[option.id] === choice.value}
                onChange={() => store.choose(option.id, choice.value)}
              />
              <span>{choiceName(choice)}</span>
            </Choice>
          ))}
        </Choices>
      </ChoiceGroup>
      <Messages id={messagesId} messages={messages} />
    </Field>
  );
});

import type {
  CustomisationDisplayInput,
  CustomisationOption,
  CustomisationRuleName,
} from '../../../schemas/api/customise.schema.ts';
import { checkCustomisationValue } from '../../../shared/customisation-rules.ts';

/** A rule's message for one option: `{label}`, `{minLength}` and `{maxLength}` filled in. */
export function ruleMessage(
  messages: Readonly<Record<CustomisationRuleName, string>>,
  rule: CustomisationRuleName,
  option: CustomisationOption,
): string {
  const values: Record<string, string> = {
    label: option.label,
    minLength: String(option.rules.minLength ?? 0),
    maxLength: String(option.rules.maxLength ?? ''),
  };
  return messages[rule].replace(/\{(label|minLength|maxLength)\}/g, (_, name: string) => values[name]!);
}

export interface SelectionCheck {
  /** Normalised values by option id, in the product's option order. */
  selected: Record<string, string>;
  /** Messages by option id, for the options that break a rule. */
  errors: Record<string, string[]>;
  /** Ids sent that name no option of the product. */
  unknown: string[];
}

/** Check a shopper's choice against a product's options: every option is checked, so all errors show at once. */
export function checkSelection(
  customisation: {
    options: readonly CustomisationOption[];
    messages: Readonly<Record<CustomisationRuleName, string>>;
  },
  sent: Readonly<Record<string, string>>,
): SelectionCheck {
  const ids = new Set(customisation.options.map((option) => option.id));
  const check: SelectionCheck = {
    selected: {},
    errors: {},
    unknown: Object.keys(sent).filter((id) => !ids.has(id)),
  };
  for (const option of customisation.options) {
    const raw = Object.hasOwn(sent, option.id) ? sent[option.id]! : '';
    const { value, broken } = checkCustomisationValue(option, raw);
    if (broken.length)
      check.errors[option.id] = broken.map((rule) => ruleMessage(customisation.messages, rule, option));
    else check.selected[option.id] = value;
  }
  return check;
}

/** The choice as a cart line shows it: option labels, and a select's label or a suggested colour's name. */
export function displayInputs(
  options: readonly CustomisationOption[],
  selected: Readonly<Record<string, string>>,
): CustomisationDisplayInput[] {
  return options
    .filter((option) => Object.hasOwn(selected, option.id))
    .map((option) => {
      const value = selected[option.id]!;
      const named = option.values?.find((choice) => choice.value === value)?.label;
      const valueLabel = named ?? (option.type === 'hex_color' ? value.toUpperCase() : value);
      return { key: option.id, value, keyLabel: option.label, valueLabel };
    });
}

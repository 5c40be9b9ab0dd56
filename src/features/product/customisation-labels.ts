import { useT, type CatalogKey } from '../../i18n/index.ts';
import type { CustomisationOption, CustomisationRule } from '../../kernel/types/product.ts';

/** The options the shop offers, named in the shopper's language; the API names them in English only. */
const OPTION_NAMES: Readonly<Record<string, CatalogKey>> = {
  monogram: 'WEB.CUSTOMISE.OPTION.MONOGRAM',
  foil: 'WEB.CUSTOMISE.OPTION.FOIL',
  engraving: 'WEB.CUSTOMISE.OPTION.ENGRAVING',
  initials: 'WEB.CUSTOMISE.OPTION.INITIALS',
  thread: 'WEB.CUSTOMISE.OPTION.THREAD',
};

/** Choices by their English name, which stays the same whichever option offers them (gold foil, gold thread). */
const CHOICE_NAMES: Readonly<Record<string, CatalogKey>> = {
  gold: 'WEB.CUSTOMISE.CHOICE.GOLD',
  silver: 'WEB.CUSTOMISE.CHOICE.SILVER',
  'blind emboss': 'WEB.CUSTOMISE.CHOICE.BLIND',
  navy: 'WEB.CUSTOMISE.CHOICE.NAVY',
  ivory: 'WEB.CUSTOMISE.CHOICE.IVORY',
  red: 'WEB.CUSTOMISE.CHOICE.RED',
  black: 'WEB.CUSTOMISE.CHOICE.BLACK',
};

const RULE_MESSAGES: Readonly<Record<CustomisationRule, CatalogKey>> = {
  required: 'WEB.CUSTOMISE.ERROR.REQUIRED',
  minLength: 'WEB.CUSTOMISE.ERROR.MIN_LENGTH',
  maxLength: 'WEB.CUSTOMISE.ERROR.MAX_LENGTH',
  pattern: 'WEB.CUSTOMISE.ERROR.PATTERN',
  hexColor: 'WEB.CUSTOMISE.ERROR.HEX_COLOR',
  oneOf: 'WEB.CUSTOMISE.ERROR.CHOOSE',
};

/** Names and rule messages of personalisation options, in the shopper's language where the shop knows them. */
export function useCustomisationLabels() {
  const t = useT();
  const optionName = (option: CustomisationOption) => {
    const key = OPTION_NAMES[option.id];
    return key ? t(key) : option.label;
  };
  return {
    optionName,
    choiceName: (choice: { label: string }) => {
      const key = CHOICE_NAMES[choice.label.toLowerCase()];
      return key ? t(key) : choice.label;
    },
    ruleMessage: (option: CustomisationOption, rule: CustomisationRule) =>
      t(
        rule === 'required' && option.type === 'select' ? 'WEB.CUSTOMISE.ERROR.CHOOSE' : RULE_MESSAGES[rule],
        {
          label: optionName(option),
          minLength: option.rules.minLength ?? 0,
          maxLength: option.rules.maxLength ?? '',
        },
      ),
  };
}

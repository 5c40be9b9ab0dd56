import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../../tests/helpers/fake-services.ts';
import {
  CUSTOMISATION_MESSAGES,
  MONOGRAM_OPTION,
  productWith,
} from '../../../tests/helpers/product-fixtures.ts';
import { renderWithI18n } from '../../../tests/helpers/render-with-i18n.tsx';
import type { ProductCustomisation } from '../../kernel/types/product.ts';
import { customisationStore } from './stores/customisation-store.ts';
import { CustomisationField } from './customisation-fields.tsx';

const monogram: ProductCustomisation = {
  options: [MONOGRAM_OPTION],
  excludeSkus: [],
  messages: CUSTOMISATION_MESSAGES,
};

describe('a personalisation text field', () => {
  it('takes letters after an emoji, counting the emoji as one character', async () => {
    const product = productWith([['tan', 'one', 'AVAILABLE']], { customisation: monogram });
    const store = customisationStore({
      product,
      customisation: monogram,
      choice: () => ({ sku: 'MN1-tan-one', colour: 'tan' }),
    })(createFakeServices());
    renderWithI18n(<CustomisationField store={store} option={monogram.options[0]!} />);
    const field = screen.getByLabelText('Monogram');
    const user = userEvent.setup();
    await user.click(field);
    await user.paste('👍🏽');
    expect(screen.getByText('2 characters left')).toBeInTheDocument();
    await user.type(field, 'ab');
    expect(field).toHaveValue('👍🏽ab');
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
    await user.type(field, 'c');
    expect(field).toHaveValue('👍🏽ab');
    store.dispose();
  });
});

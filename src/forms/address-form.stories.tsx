import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import aeLayouts from '../../content-fixtures/ae/data/ar/address-layouts.json';
import aeUnableToShip from '../../content-fixtures/ae/data/ar/addressUnableToShip.json';
import jpLayouts from '../../content-fixtures/jp/data/ja/address-layouts.json';
import ukLayouts from '../../content-fixtures/uk/data/en/address-layouts.json';
import ukUnableToShip from '../../content-fixtures/uk/data/en/addressUnableToShip.json';
import usLayouts from '../../content-fixtures/us/data/en/address-layouts.json';
import usUnableToShip from '../../content-fixtures/us/data/en/addressUnableToShip.json';
import { addressRulesFor } from '../../shared/address-rules.ts';
import type { ContentOf } from '../content/index.ts';
import { AddressForm } from './address-form.tsx';

// JSON imports type field names as strings; the fixtures are checked against the content schema elsewhere.
const layouts = (file: unknown) => file as ContentOf<'addressLayouts'>;
/** The API's rules, as GET /api/validation answers them for a site that ships to its own country. */
const rulesFor = (site: string, language: string) => (country: string) =>
  Promise.resolve(addressRulesFor(country, 'DELIVERY', { language, shipsTo: [site] })!);

const meta = {
  title: 'Checkout/Address form',
  component: AddressForm,
  args: {
    layouts: layouts(usLayouts),
    siteCountry: 'US',
    language: 'en',
    address: undefined,
    saving: false,
    problem: undefined,
    unableToShip: usUnableToShip,
    loadRules: rulesFor('US', 'en'),
    onSubmit: fn(async () => true),
  },
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The US layout: states as a select; a bad ZIP code is refused beside the field, which takes the focus. */
export const UnitedStates: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('ZIP code'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver to this address' }));
    await expect(canvas.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('First name')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The UK layout, which also lists Ireland: a country select shows. */
export const UnitedKingdom: Story = {
  args: {
    layouts: layouts(ukLayouts),
    siteCountry: 'GB',
    unableToShip: ukUnableToShip,
    loadRules: rulesFor('GB', 'en'),
  },
  parameters: { site: 'uk' },
};

/** The API refused the address: the site's unable-to-ship content. */
export const UnableToShip: Story = {
  ...UnitedKingdom,
  args: { ...UnitedKingdom.args, problem: 'UNABLE_TO_SHIP' },
};

/** Arabic, right to left: emirates instead of a postcode. */
export const Arabic: Story = {
  args: {
    layouts: layouts(aeLayouts),
    siteCountry: 'AE',
    language: 'ar',
    unableToShip: aeUnableToShip,
    loadRules: rulesFor('AE', 'ar'),
  },
  parameters: { site: 'ae-ar' },
};

/** Japanese: family name first, the postcode before the prefecture. */
export const Japanese: Story = {
  args: { layouts: layouts(jpLayouts), siteCountry: 'JP', language: 'ja', loadRules: rulesFor('JP', 'ja') },
  parameters: { site: 'jp' },
};

/** Saved: the address with a way to change it. */
export const Saved: Story = {
  args: {
    address: {
      firstName: 'Ana',
      lastName: 'Silva',
      addressLine1: '350 Fifth Avenue',
      city: 'New York',
      region: 'NY',
      postcode: '10118',
      countryCode: 'US',
    },
  },
};

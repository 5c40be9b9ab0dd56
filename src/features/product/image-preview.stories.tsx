import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImagePreview, type ImagePreviewProps } from './image-preview.tsx';
import { ProductGallery } from './product-gallery.tsx';

/** A drawn picture of the coat (front, back or a close-up), so stories need no server for their pictures. */
function coatPicture(view: 'front' | 'back' | 'detail'): string {
  const coat =
    view === 'detail'
      ? '<rect x="0" y="0" width="600" height="800" fill="#6b4f3a"/>' +
        '<path d="M300 0v800" stroke="#4a3527" stroke-width="6"/>' +
        [180, 360, 540].map((y) => `<circle cx="340" cy="${y}" r="26" fill="#2a1d14"/>`).join('')
      : '<path d="M230 150l70 40 70-40 110 60 40 420h-90l-10-300-10 410H190l-10-410-10 300H80l40-420z" fill="#6b4f3a"/>' +
        (view === 'front'
          ? '<path d="M300 190v560" stroke="#4a3527" stroke-width="4"/>' +
            [300, 400, 500].map((y) => `<circle cx="318" cy="${y}" r="9" fill="#2a1d14"/>`).join('')
          : '<path d="M300 420v330" stroke="#4a3527" stroke-width="4"/>');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800"><rect width="600" height="800" fill="#efe9e1"/>${coat}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const pictures = [coatPicture('front'), coatPicture('back'), coatPicture('detail')];

/** The preview's dialog once it has faded in (it opens transparent). */
async function shownDialog(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement).findByRole('dialog');
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return dialog;
}

/** The product page's gallery with the preview it opens, as the page wires them. */
function GalleryWithPreview(props: ImagePreviewProps) {
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <div style={{ maxWidth: 720, padding: 24 }}>
      <ProductGallery
        pictures={props.pictures}
        name={props.name}
        colourName={props.colourName}
        onOpen={setOpened}
      />
      <ImagePreview
        {...props}
        open={opened !== null}
        startIndex={opened ?? 0}
        onClose={() => {
          props.onClose();
          setOpened(null);
        }}
      />
    </div>
  );
}

/** The product's pictures large: arrows, keys, swipes, thumbnails and zoom. */
const meta = {
  title: 'Product/Image preview',
  component: ImagePreview,
  args: {
    open: true,
    onClose: fn(),
    pictures,
    startIndex: 0,
    name: 'Double-breasted wool coat',
    colourName: 'Camel',
    rtl: false,
  },
} satisfies Meta<typeof ImagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three pictures, moved through with the next button and the arrow keys. */
export const ThreePictures: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await shownDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('Double-breasted wool coat');
    const canvas = within(dialog);
    await expect(canvas.getByText('1 / 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next picture' }));
    await expect(canvas.getByText('2 / 3')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      'Double-breasted wool coat in Camel, picture 3 of 3',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Opened on the second picture, as when the shopper presses it in the gallery. */
export const FromSecondPicture: Story = { args: { startIndex: 1 } };

/** Right to left: the arrows point the other way and ArrowLeft brings the next picture. */
export const Arabic: Story = {
  args: { rtl: true, name: 'معطف صوف بصفين من الأزرار', colourName: 'جملي' },
  parameters: { site: 'ae-ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(await shownDialog(canvasElement));
    await expect(canvas.getByText('1 من 3')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('2 من 3')).toBeVisible();
  },
};

export const Japanese: Story = {
  args: { name: 'ダブルブレスト ウールコート', colourName: 'キャメル' },
  parameters: { site: 'jp' },
};

/** The gallery of the product page: pressing a picture opens the preview on it; closing gives focus back. */
export const FromTheGallery: Story = {
  args: { open: false },
  render: (args) => <GalleryWithPreview {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pictureButtons = canvas.getAllByRole('button');
    await userEvent.click(pictureButtons[2]!);
    const dialog = await shownDialog(canvasElement);
    await expect(within(dialog).getByText('3 / 3')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(pictureButtons[2]).toHaveFocus();
  },
};

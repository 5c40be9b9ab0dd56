import type { Shape } from './silhouette-kit.ts';
import { APPAREL_SHAPES } from './silhouettes-apparel.ts';
import { GOODS_SHAPES } from './silhouettes-goods.ts';

export type SilhouetteName = keyof typeof APPAREL_SHAPES | keyof typeof GOODS_SHAPES;

/** Every drawing by name: clothing, then shoes, bags, jewellery and beauty. */
export const SHAPES: Record<SilhouetteName, Shape> = { ...APPAREL_SHAPES, ...GOODS_SHAPES };

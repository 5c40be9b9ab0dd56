/** Products of the browser tests' demo catalogue, read through the product API like any client. */

const BASIC = `Basic ${Buffer.from('storefront:public').toString('base64')}`;

export interface CatalogueProduct {
  productId: string;
  name: string;
  url: string;
  sku: string;
}

/**
 * The first product from `MN{100000 + from}` on whose every sku is in stock. Each test file starts from its own
 * part of the catalogue, so a file that changes stock never changes another file's products.
 */
export async function productInStock(baseUrl: string, from: number): Promise<CatalogueProduct> {
  for (let index = from; index < from + 20; index++) {
    const productId = `MN${100000 + index}`;
    const response = await fetch(`${baseUrl}/api/product/s/${productId}?siteTag=storefront-demo&lang=en`, {
      headers: { authorization: BASIC, 'x-subfolder': 'uk' },
    });
    if (!response.ok) continue;
    const product = (await response.json()) as {
      name: string;
      url: string;
      skus: { sku: string; availability: string }[];
    };
    if (product.skus.every((sku) => sku.availability === 'AVAILABLE'))
      return { productId, name: product.name, url: product.url, sku: product.skus[0]!.sku };
  }
  throw new Error('no product in stock in the demo catalogue');
}

/** An error answered in Algolia's shape, `{message, status}`, so the official clients raise their own ApiError. */
export class AlgoliaError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AlgoliaError';
  }
}

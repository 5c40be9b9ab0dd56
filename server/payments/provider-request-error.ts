/** A request the provider refuses outright (Adyen answers these 422 with an error code). */
export class ProviderRequestError extends Error {}

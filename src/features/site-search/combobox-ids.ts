/** Id of the suggestion list's option at `index`, for the input's aria-activedescendant. */
export const optionId = (listboxId: string, index: number) => `${listboxId}-${index}`;

/**
 * A positive number from the environment: unset or blank gives `fallback`; anything else that is not a positive
 * number stops the start with the setting's name, rather than quietly running with a limit the operator did not set.
 */
export function positiveSetting(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new RangeError(`${name} must be a positive number, not "${text}"`);
  return value;
}

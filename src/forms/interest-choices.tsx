import { styled } from '@linaria/react';
import type { ContentOf } from '../content/index.ts';
import { colors } from '../ui/index.ts';

/** Marketing choices: a consent box, or one group of interests under its legend. */
export const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  border: 0;
  & legend {
    margin-block-end: 8px;
    font-size: 13px;
    font-weight: 600;
  }
  & label {
    display: flex;
    gap: 10px;
    align-items: center;
    min-height: 44px;
    font-size: 14px;
    text-align: start;
  }
  & input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${colors.ink};
  }
`;

/**
 * The site's marketing interests (`interestGroups.json`), a fieldset per vendor's group, each a checkbox: the same
 * for the create-account form and the newsletter signup. A box is told its group's vendor as well as its interest,
 * since two vendors may offer interests of the same id that are not the same choice.
 */
export function InterestChoices(props: {
  groups: ContentOf<'interestGroups'>['groups'];
  isChosen(vendor: string, id: string): boolean;
  /** The legend of a group the content leaves unnamed. */
  legend: string;
  onToggle(vendor: string, id: string): void;
}) {
  return (
    <>
      {props.groups.map((group) => (
        <Choices key={`${group.vendor}-${group.id}`}>
          <legend>{group.label || props.legend}</legend>
          {group.interests.map((interest) => (
            <label key={interest.id}>
              <input
                type="checkbox"
                name={`interests-${group.vendor}`}
                value={interest.id}
                checked={props.isChosen(group.vendor, interest.id)}
                onChange={() => props.onToggle(group.vendor, interest.id)}
              />
              {interest.label}
            </label>
          ))}
        </Choices>
      ))}
    </>
  );
}

import { describe, expect, it } from 'vitest';
import { chosenInterestCount, isInterestChosen, toggledInterest, vendorsOf } from './interest-selection.ts';

describe('interest selection', () => {
  it("ticks an interest in one vendor's groups only, even when another vendor offers one of the same name", () => {
    const ticked = toggledInterest({}, 'mailchimp', 'womenswear');
    expect(isInterestChosen(ticked, 'mailchimp', 'womenswear')).toBe(true);
    expect(isInterestChosen(ticked, 'braze', 'womenswear')).toBe(false);
    const both = toggledInterest(toggledInterest(ticked, 'braze', 'kids'), 'mailchimp', 'beauty');
    expect(both).toEqual({ mailchimp: ['womenswear', 'beauty'], braze: ['kids'] });
    expect(chosenInterestCount(both)).toBe(3);
    expect(toggledInterest(both, 'mailchimp', 'womenswear')).toEqual({
      mailchimp: ['beauty'],
      braze: ['kids'],
    });
  });

  it('lists the vendors of the groups once each, in order', () => {
    expect(vendorsOf([{ vendor: 'mailchimp' }, { vendor: 'braze' }, { vendor: 'mailchimp' }])).toEqual([
      'mailchimp',
      'braze',
    ]);
  });
});
